import { Global, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AdsEntities, DeleteAdsEntityHandler } from './ads-entity-commands';

/** The kit's command execution, shared by every module that declares ads entities. */
@Global()
@Module({ imports: [CqrsModule], providers: [AdsEntities, DeleteAdsEntityHandler], exports: [AdsEntities] })
export class AdsEntityModule {}

import { Global, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AdsEntities, DeleteAdsEntityHandler } from './ads-entity-commands';
import { AdminEntitiesController } from './admin-entities.controller';
import { Claims } from './claims';
import { BatchAdsEntityHandler } from './entity-batch-endpoints';
import { AdsEntityRegistration } from './entity-registration';
import { CreateAdsEntityHandler, UpdateAdsEntityHandler } from './entity-write-commands';

/** The kit's command execution, shared by every module that declares ads entities. */
@Global()
@Module({
  imports: [CqrsModule],
  controllers: [AdminEntitiesController],
  providers: [AdsEntities, AdsEntityRegistration, Claims, CreateAdsEntityHandler, UpdateAdsEntityHandler, DeleteAdsEntityHandler, BatchAdsEntityHandler],
  exports: [AdsEntities, AdsEntityRegistration, Claims],
})
export class AdsEntityModule {}

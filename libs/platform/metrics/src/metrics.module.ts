import { Global, Module } from '@nestjs/common';
import { Metrics } from './metrics';

/** One metrics registry for the application, injectable everywhere. */
@Global()
@Module({ providers: [Metrics], exports: [Metrics] })
export class MetricsModule {}

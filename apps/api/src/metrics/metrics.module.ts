import { Module } from '@nestjs/common';
import { ApplicationMetrics } from './application-metrics';
import { MetricsController } from './metrics.controller';

@Module({ controllers: [MetricsController], providers: [ApplicationMetrics] })
export class AppMetricsModule {}

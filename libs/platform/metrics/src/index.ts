export { Metrics } from './metrics';
export { MetricsModule } from './metrics.module';
export { recordHttpMetrics } from './http-metrics';

export { Metrics } from './metrics';
export { MetricsModule } from './metrics.module';
export { httpMetricsMiddleware } from './http-metrics.middleware';

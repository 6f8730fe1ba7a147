import { Analytics1732000013100 } from './1732000013100-analytics';
import { StatsJobs1732000013200 } from './1732000013200-stats-jobs';
import { HourlyMetricsAsText1732000013300 } from './1732000013300-hourly-metrics-as-text';

export const analyticsMigrations = [Analytics1732000013100, StatsJobs1732000013200, HourlyMetricsAsText1732000013300];

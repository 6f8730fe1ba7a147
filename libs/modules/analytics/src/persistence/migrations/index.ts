import { Analytics1732000013100 } from './1732000013100-analytics';

export const analyticsMigrations = [Analytics1732000013100];

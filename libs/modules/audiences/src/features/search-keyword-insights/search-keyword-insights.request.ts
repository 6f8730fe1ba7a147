import { CsvParam, EnumParam, StringParam, TimeParam } from '@platform/http';
import type { Granularity } from '../../domain/keyword-insights';

/** A location targeting value (a 16-digit hex key, as LOCATION targeting criteria take). */
const LOCATION_KEY = /^[0-9a-f]{16}$/;

export class SearchKeywordInsightsRequest {
  @EnumParam(['DAY', 'HOUR'], { required: true })
  granularity: Granularity;

  @CsvParam({ required: true, max: 10, pattern: /^(?=.*\S).{1,100}$/su })
  keywords: string[];

  @CsvParam({ max: 10, pattern: /^(?=.*\S).{1,100}$/su })
  negative_keywords?: string[];

  @TimeParam({ required: true })
  start_time: string;

  @TimeParam()
  end_time?: string;

  @StringParam({ pattern: LOCATION_KEY })
  location?: string;
}

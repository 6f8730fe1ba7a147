import { CountParam, CsvParam, StringParam } from '@platform/http';

export class ListStatsJobsRequest {
  /** Up to 200 job ids (analytics.mdx, "Asynchronous Analytics › Example"). */
  @CsvParam({ max: 200, pattern: /^\d{1,19}$/ })
  job_ids?: string[];

  @CountParam(1, 1000)
  count: number = 200;

  @StringParam({ minLength: 1 })
  cursor?: string;
}

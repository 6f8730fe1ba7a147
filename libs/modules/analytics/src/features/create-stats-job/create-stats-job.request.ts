import { EnumParam, StringParam } from '@platform/http';
import { SEGMENTATION_TYPES, type SegmentationType } from '../../domain/stats-job';
import { StatsRequest } from '../shared/stats-request';

/**
 * A stats job's parameters: the synchronous ones, plus the segmentation
 * enabled as of May 2026 (analytics.mdx, "Segmentation"), the country it needs
 * for METROS, and the platform the SDK may send.
 */
export class CreateStatsJobRequest extends StatsRequest {
  @EnumParam(SEGMENTATION_TYPES)
  segmentation_type?: SegmentationType;

  /** A country's targeting value (the US is `96683cc9126741d1`). */
  @StringParam({ minLength: 1, maxLength: 64, pattern: /^[A-Za-z0-9]+$/ })
  country?: string;

  @StringParam({ minLength: 1, maxLength: 64 })
  platform?: string;
}

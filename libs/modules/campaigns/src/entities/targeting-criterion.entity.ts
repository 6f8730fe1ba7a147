import { adsEntity } from '@platform/ads-entity';
import { targetingCriterionCreatedV1ToV2, targetingCriterionLifecycle } from '../domain/targeting-criterion';
import type { TargetingCriterionView } from '../domain/views';
import { targetingCriteriaTable } from '../projections/tables';

/** A line item's targeting criterion, as an ads entity, in the account history as TARGETING_CRITERIA. */
export const TargetingCriterion = adsEntity({
  lifecycle: targetingCriterionLifecycle,
  table: targetingCriteriaTable,
  schemaVersions: { created: { schemaVersion: 2, upcasters: { 1: targetingCriterionCreatedV1ToV2 } } },
  history: {
    entityType: 'TARGETING_CRITERIA',
    members: [
      'line_item_id',
      'name',
      'targeting_type',
      'targeting_value',
      'operator_type',
      'created_at',
      'updated_at',
      'deleted',
    ] satisfies readonly (keyof TargetingCriterionView)[],
  },
});

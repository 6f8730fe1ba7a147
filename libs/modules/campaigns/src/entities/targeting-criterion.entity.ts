import { adsEntity } from '@platform/ads-entity';
import { targetingCriterionCreatedV1ToV2, targetingCriterionLifecycle } from '../domain/targeting-criterion';
import type { TargetingCriterionView } from '../domain/views';
import { ListTargetingCriteriaRequest } from '../features/list-targeting-criteria/list-targeting-criteria.request';
import { leaveTargeting } from '../features/shared/targeting-criterion-rules';
import { targetingCriteriaTable } from '../projections/tables';

/**
 * A line item's targeting criterion, as an ads entity, in the account history
 * as TARGETING_CRITERIA. Listed by line item; its deletion is irreversible
 * (a rule of its line item's targeting may keep it).
 */
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
  routes: {
    path: 'accounts/:account_id/targeting_criteria',
    tag: 'ads: targeting criteria',
    get: true,
    list: {
      request: ListTargetingCriteriaRequest,
      query: (p: ListTargetingCriteriaRequest) => ({ filters: { line_item_id: p.line_item_ids, id: p.targeting_criterion_ids } }),
    },
    delete: { releases: leaveTargeting },
    names: { many: 'TargetingCriteria' },
  },
});

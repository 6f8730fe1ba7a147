import { adsEntity, Claims, writeRoute } from '@platform/ads-entity';
import { targetingCriterionCreatedV1ToV2, targetingCriterionLifecycle } from '../domain/targeting-criterion';
import type { TargetingCriterionView } from '../domain/views';
import { ListTargetingCriteriaRequest } from '../features/list-targeting-criteria/list-targeting-criteria.request';
import { CreateTargetingCriterionRequest } from '../features/shared/create-targeting-criterion.request';
import { leaveTargeting, newCriterion, TargetingCriterionRules } from '../features/shared/targeting-criterion-rules';
import { targetingCriteriaTable } from '../projections/tables';

/**
 * A line item's targeting criterion, as an ads entity, in the account history
 * as TARGETING_CRITERIA. Listed by line item; created and added to its line
 * item's targeting in one append; its deletion is irreversible (a rule of its
 * line item's targeting may keep it).
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
    create: writeRoute(CreateTargetingCriterionRequest, {
      command: newCriterion,
      context: (_entities, { environment, accountId, get }) => get(TargetingCriterionRules).creation(environment, accountId, (c) => get(Claims).context(c)),
    }),
    delete: { releases: leaveTargeting },
    names: { many: 'TargetingCriteria' },
  },
});

import { batchEntityController } from '@platform/ads-entity';
import { TargetingCriterion } from '../../entities/targeting-criterion.entity';
import { CreateTargetingCriterionRequest } from '../shared/create-targeting-criterion.request';
import { newCriterion, TargetingCriterionRules } from '../shared/targeting-criterion-rules';

/**
 * Adds and deletes targeting criteria (up to 500, the API's batch size), all
 * or none. The rules over each line item's criteria set are decided
 * operation by operation in request order, each on the set the earlier ones
 * leave (read once per attempt), and the line items' targeting written with
 * the criteria.
 */
export class BatchTargetingCriteriaController extends batchEntityController(TargetingCriterion, {
  path: 'batch/accounts/:account_id/targeting_criteria',
  tag: 'ads: targeting criteria',
  max: 500,
  create: {
    request: CreateTargetingCriterionRequest,
    item: (p, { get, environment, accountId, claiming }) => ({ command: newCriterion(p), context: get(TargetingCriterionRules).creation(environment, accountId, claiming) }),
  },
  delete: { item: (id, { get, environment, accountId, claiming }) => get(TargetingCriterionRules).deletion(environment, accountId, id, claiming) },
}) {}

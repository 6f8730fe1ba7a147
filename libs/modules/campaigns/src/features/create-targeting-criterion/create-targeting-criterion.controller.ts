import { Claims, createEntityController } from '@platform/ads-entity';
import { TargetingCriterion } from '../../entities/targeting-criterion.entity';
import { CreateTargetingCriterionRequest } from '../shared/create-targeting-criterion.request';
import { newCriterion, TargetingCriterionRules } from '../shared/targeting-criterion-rules';

/** Adds the criterion and adds it to its line item's targeting, in one append. */
export class CreateTargetingCriterionController extends createEntityController(TargetingCriterion, {
  path: 'accounts/:account_id/targeting_criteria',
  tag: 'ads: targeting criteria',
  request: CreateTargetingCriterionRequest,
  command: newCriterion,
  context: (_entities, { environment, accountId, get }) => get(TargetingCriterionRules).creation(environment, accountId, (c) => get(Claims).context(c)),
}) {}

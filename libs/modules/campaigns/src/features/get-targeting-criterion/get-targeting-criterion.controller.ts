import { getEntityController } from '@platform/ads-entity';
import { TargetingCriterion } from '../../entities/targeting-criterion.entity';

export class GetTargetingCriterionController extends getEntityController(TargetingCriterion, {
  path: 'accounts/:account_id/targeting_criteria/:targeting_criterion_id',
  tag: 'ads: targeting criteria',
}) {}

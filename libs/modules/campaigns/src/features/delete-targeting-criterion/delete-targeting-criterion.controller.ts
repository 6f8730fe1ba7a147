import { deleteEntityController } from '@platform/ads-entity';
import { TargetingCriterion } from '../../entities/targeting-criterion.entity';

/** Irreversible; the criterion answers 404 afterwards. */
export class DeleteTargetingCriterionController extends deleteEntityController(TargetingCriterion, {
  path: 'accounts/:account_id/targeting_criteria/:targeting_criterion_id',
  tag: 'ads: targeting criteria',
}) {}

import { deleteEntityController } from '@platform/ads-entity';
import { TargetingCriterion } from '../../entities/targeting-criterion.entity';
import { leaveTargeting } from '../shared/targeting-criterion-rules';

/** Irreversible; the criterion answers 404 afterwards. A rule of its line item's targeting may keep it. */
export class DeleteTargetingCriterionController extends deleteEntityController(TargetingCriterion, {
  path: 'accounts/:account_id/targeting_criteria/:targeting_criterion_id',
  tag: 'ads: targeting criteria',
  releases: leaveTargeting,
}) {}

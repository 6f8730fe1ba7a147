import { listEntityController } from '@platform/ads-entity';
import { TargetingCriterion } from '../../entities/targeting-criterion.entity';
import { ListTargetingCriteriaRequest } from './list-targeting-criteria.request';

export class ListTargetingCriteriaController extends listEntityController(TargetingCriterion, {
  path: 'accounts/:account_id/targeting_criteria',
  tag: 'ads: targeting criteria',
  request: ListTargetingCriteriaRequest,
  query: (p) => ({ filters: { line_item_id: p.line_item_ids, id: p.targeting_criterion_ids } }),
}) {}

import { StringParam } from '@platform/http';
import { CreateTargetingCriterionRequest } from '../shared/create-targeting-criterion.request';

export class BatchDeleteTargetingCriterion {
  @StringParam({ required: true, minLength: 1 })
  targeting_criterion_id: string;
}

export const TARGETING_CRITERIA_BATCH = {
  /** The ads API's batch size for targeting criteria. */
  max: 500,
  operations: { Create: CreateTargetingCriterionRequest, Delete: BatchDeleteTargetingCriterion },
};
export type TargetingCriterionOperationType = keyof typeof TARGETING_CRITERIA_BATCH.operations;

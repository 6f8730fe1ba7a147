import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AdsEntities, Claims } from '@platform/ads-entity';
import type { TargetingCriterionView } from '../../domain/views';
import { TargetingCriterion } from '../../entities/targeting-criterion.entity';
import type { CreateTargetingCriterionRequest } from '../shared/create-targeting-criterion.request';
import { TargetingCriterionRules } from '../shared/targeting-criterion-rules';
import { BatchTargetingCriteriaCommand } from './batch-targeting-criteria.command';

/**
 * Adds and deletes targeting criteria, all or none. The rules over each line
 * item's criteria set are decided operation by operation in request order,
 * each on the set the earlier ones leave (read once per attempt), and the
 * line items' targeting written with the criteria.
 */
@CommandHandler(BatchTargetingCriteriaCommand)
export class BatchTargetingCriteriaHandler implements ICommandHandler<BatchTargetingCriteriaCommand, TargetingCriterionView[]> {
  constructor(
    private readonly entities: AdsEntities,
    private readonly claims: Claims,
    private readonly rules: TargetingCriterionRules,
  ) {}

  execute({ environment, accountId, operations }: BatchTargetingCriteriaCommand): Promise<TargetingCriterionView[]> {
    const inBatch = this.claims.inBatch(operations.length);
    return this.entities.batchOf<TargetingCriterionView, (typeof operations)[number]>(TargetingCriterion, operations, ({ operationType, params }, index) =>
      operationType === 'Delete'
        ? this.rules.deletion(environment, accountId, String(params.targeting_criterion_id), (c) => inBatch(index, c))
        : this.rules.creation(environment, accountId, params as unknown as CreateTargetingCriterionRequest, (c) => inBatch(index, c)),
    );
  }
}

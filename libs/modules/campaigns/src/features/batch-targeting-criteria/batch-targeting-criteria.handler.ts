import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AdsEntities } from '@platform/ads-entity';
import type { TargetingCriterionView } from '../../domain/views';
import { TargetingCriterion } from '../../entities/targeting-criterion.entity';
import type { CreateTargetingCriterionRequest } from '../create-targeting-criterion/create-targeting-criterion.request';
import { oneCriterionPerValue, TargetingCriterionRules } from '../create-targeting-criterion/targeting-criterion-rules';
import { BatchTargetingCriteriaCommand } from './batch-targeting-criteria.command';

/** Adds and deletes targeting criteria, all or none. */
@CommandHandler(BatchTargetingCriteriaCommand)
export class BatchTargetingCriteriaHandler implements ICommandHandler<BatchTargetingCriteriaCommand, TargetingCriterionView[]> {
  constructor(
    private readonly entities: AdsEntities,
    private readonly rules: TargetingCriterionRules,
  ) {}

  execute({ environment, accountId, operations }: BatchTargetingCriteriaCommand): Promise<TargetingCriterionView[]> {
    const lineItems = operations.filter((o) => o.operationType === 'Create').map((o) => String(o.params.line_item_id));
    return oneCriterionPerValue([...new Set(lineItems)], () =>
      this.entities.batchOf<TargetingCriterionView, (typeof operations)[number]>(TargetingCriterion, operations, ({ operationType, params }) =>
        operationType === 'Delete'
          ? { kind: 'delete', command: { environment, accountId, id: String(params.targeting_criterion_id) } }
          : this.rules.creation(environment, accountId, params as unknown as CreateTargetingCriterionRequest),
      ),
    );
  }
}

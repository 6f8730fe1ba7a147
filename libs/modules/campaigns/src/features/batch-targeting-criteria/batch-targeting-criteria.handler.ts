import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AdsEntities, type BatchItem } from '@platform/ads-entity';
import { DomainError } from '@platform/ddd';
import { AdsError, type AdsErrorEntry } from '@platform/http';
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
    // a value of the wrong form is an operation's error, answered with the others'
    const errors: AdsErrorEntry[][] = [];
    const items = operations.map(({ operationType, params }): BatchItem | undefined => {
      try {
        errors.push([]);
        if (operationType === 'Delete') return { kind: 'delete', command: { environment, accountId, id: String(params.targeting_criterion_id) } };
        return this.rules.creation(environment, accountId, params as unknown as CreateTargetingCriterionRequest);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        errors[errors.length - 1] = [{ code: error.code, message: error.message, ...(error.parameter ? { parameter: error.parameter } : {}) }];
        return undefined;
      }
    });
    const failed = errors.filter((e) => e.length > 0).length;
    if (failed > 0) throw AdsError.batch(`${failed} of ${operations.length} operations are invalid; nothing was applied (see operation_errors)`, errors);
    const lineItems = operations.filter((o) => o.operationType === 'Create').map((o) => String(o.params.line_item_id));
    return oneCriterionPerValue([...new Set(lineItems)], () => this.entities.batch(TargetingCriterion, items as BatchItem[]));
  }
}

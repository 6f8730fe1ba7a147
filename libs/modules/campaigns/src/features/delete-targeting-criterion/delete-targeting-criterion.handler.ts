import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AdsEntities, Claims } from '@platform/ads-entity';
import type { Environment } from '@platform/ddd';
import type { TargetingCriterionView } from '../../domain/views';
import { TargetingCriterion } from '../../entities/targeting-criterion.entity';
import { TargetingCriterionRules } from '../create-targeting-criterion/targeting-criterion-rules';

export class DeleteTargetingCriterionCommand {
  constructor(
    readonly environment: Environment,
    readonly accountId: string,
    readonly id: string,
  ) {}
}

/** Deletes the criterion and removes it from its line item's targeting, in one append. */
@CommandHandler(DeleteTargetingCriterionCommand)
export class DeleteTargetingCriterionHandler implements ICommandHandler<DeleteTargetingCriterionCommand, TargetingCriterionView> {
  constructor(
    private readonly entities: AdsEntities,
    private readonly claims: Claims,
    private readonly rules: TargetingCriterionRules,
  ) {}

  execute({ environment, accountId, id }: DeleteTargetingCriterionCommand): Promise<TargetingCriterionView> {
    const { command, context } = this.rules.deletion(environment, accountId, id, (c) => this.claims.context(c));
    return this.entities.delete(TargetingCriterion, command as never, context);
  }
}

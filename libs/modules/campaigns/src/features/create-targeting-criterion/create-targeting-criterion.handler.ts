import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AdsEntities, Claims } from '@platform/ads-entity';
import type { TargetingCriterionView } from '../../domain/views';
import { TargetingCriterion } from '../../entities/targeting-criterion.entity';
import { CreateTargetingCriterionCommand } from './create-targeting-criterion.command';
import { TargetingCriterionRules } from '../shared/targeting-criterion-rules';

/** Adds the criterion and adds it to its line item's targeting, in one append. */
@CommandHandler(CreateTargetingCriterionCommand)
export class CreateTargetingCriterionHandler implements ICommandHandler<CreateTargetingCriterionCommand, TargetingCriterionView> {
  constructor(
    private readonly entities: AdsEntities,
    private readonly claims: Claims,
    private readonly rules: TargetingCriterionRules,
  ) {}

  execute({ environment, accountId, params }: CreateTargetingCriterionCommand): Promise<TargetingCriterionView> {
    const { command, context } = this.rules.creation(environment, accountId, params, (c) => this.claims.context(c));
    return this.entities.createWithId(TargetingCriterion, command.id, command as never, context as never);
  }
}

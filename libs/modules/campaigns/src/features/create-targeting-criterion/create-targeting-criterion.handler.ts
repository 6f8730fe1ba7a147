import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AdsEntities } from '@platform/ads-entity';
import type { TargetingCriterionView } from '../../domain/views';
import { TargetingCriterion } from '../../entities/targeting-criterion.entity';
import { CreateTargetingCriterionCommand } from './create-targeting-criterion.command';
import { oneCriterionPerValue, TargetingCriterionRules } from './targeting-criterion-rules';

@CommandHandler(CreateTargetingCriterionCommand)
export class CreateTargetingCriterionHandler implements ICommandHandler<CreateTargetingCriterionCommand, TargetingCriterionView> {
  constructor(
    private readonly entities: AdsEntities,
    private readonly rules: TargetingCriterionRules,
  ) {}

  execute({ environment, accountId, params }: CreateTargetingCriterionCommand): Promise<TargetingCriterionView> {
    const { command, context } = this.rules.creation(environment, accountId, params);
    return oneCriterionPerValue([params.line_item_id], () =>
      this.entities.create(TargetingCriterion, command as never, context as never),
    );
  }
}

import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AdsEntities } from '@platform/ads-entity';
import type { LineItemView } from '../../domain/views';
import { LineItem } from '../../entities/line-item.entity';
import { CreateLineItemCommand } from './create-line-item.command';
import { lineItemCampaign, newLineItemFields } from '../shared/parent-campaign';

@CommandHandler(CreateLineItemCommand)
export class CreateLineItemHandler implements ICommandHandler<CreateLineItemCommand, LineItemView> {
  constructor(private readonly entities: AdsEntities) {}

  execute(c: CreateLineItemCommand): Promise<LineItemView> {
    return this.entities.create(
      LineItem,
      { environment: c.environment, accountId: c.accountId, fields: newLineItemFields(c) },
      lineItemCampaign(this.entities, c.environment, c.accountId, c.campaignId),
    );
  }
}

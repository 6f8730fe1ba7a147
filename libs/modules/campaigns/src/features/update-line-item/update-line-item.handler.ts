import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AdsEntities } from '@platform/ads-entity';
import type { UpdateLineItem } from '../../domain/line-item';
import type { LineItemView } from '../../domain/views';
import { LineItem } from '../../entities/line-item.entity';
import { lineItemCampaign } from '../shared/parent-campaign';
import { UpdateLineItemCommand } from './update-line-item.command';

@CommandHandler(UpdateLineItemCommand)
export class UpdateLineItemHandler implements ICommandHandler<UpdateLineItemCommand, LineItemView> {
  constructor(private readonly entities: AdsEntities) {}

  execute({ environment, accountId, lineItemId, patch }: UpdateLineItemCommand): Promise<LineItemView> {
    return this.entities.update<LineItemView, UpdateLineItem, 'campaign'>(LineItem, { environment, accountId, id: lineItemId, patch }, lineItemCampaign(this.entities, environment, accountId));
  }
}

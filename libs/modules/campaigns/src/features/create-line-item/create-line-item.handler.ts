import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AdsEntities } from '@platform/ads-entity';
import type { LineItemView } from '../../domain/views';
import { LineItem } from '../../entities/line-item.entity';
import { CreateLineItemCommand } from './create-line-item.command';
import { parentCampaign } from './parent-campaign';

@CommandHandler(CreateLineItemCommand)
export class CreateLineItemHandler implements ICommandHandler<CreateLineItemCommand, LineItemView> {
  constructor(private readonly entities: AdsEntities) {}

  execute(c: CreateLineItemCommand): Promise<LineItemView> {
    const fields = { ...stripNulls(c.fields), objective: c.objective, product_type: c.productType, placements: c.placements };
    return this.entities.create(LineItem, { environment: c.environment, accountId: c.accountId, fields }, async () => {
      const { campaign, guards } = await parentCampaign(this.entities, c.environment, c.accountId, c.campaignId);
      return { command: { campaign }, guards };
    });
  }
}

/** On create an empty value is simply no value. */
function stripNulls<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined)) as T;
}

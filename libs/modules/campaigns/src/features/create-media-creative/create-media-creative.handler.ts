import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AdsEntities } from '@platform/ads-entity';
import { AccountMediaForCreatives } from '@modules/creatives';
import type { CreateMediaCreative, MediaCreativeView } from '../../domain/media-creative';
import { MediaCreative } from '../../entities/media-creative.entity';
import { lineItemFacts } from '../line-item-facts';
import { CreateMediaCreativeCommand } from './create-media-creative.command';

/** Puts an account media asset on a line item, both read from their streams (guarded) and judged in the decision. */
@CommandHandler(CreateMediaCreativeCommand)
export class CreateMediaCreativeHandler implements ICommandHandler<CreateMediaCreativeCommand, MediaCreativeView> {
  constructor(
    private readonly entities: AdsEntities,
    private readonly accountMedia: AccountMediaForCreatives,
  ) {}

  execute({ environment, accountId, lineItemId, accountMediaId, landingUrl }: CreateMediaCreativeCommand): Promise<MediaCreativeView> {
    return this.entities.create<MediaCreativeView, CreateMediaCreative, 'lineItem' | 'accountMedia'>(
      MediaCreative,
      { environment, accountId, lineItemId, accountMediaId, landingUrl },
      async () => {
        const { lineItem, guard } = await lineItemFacts(this.entities, environment, accountId, lineItemId);
        const media = await this.accountMedia.forCreative(environment, accountId, accountMediaId);
        return { command: { lineItem, accountMedia: media.asset }, guards: [guard, media.guard] };
      },
    );
  }
}

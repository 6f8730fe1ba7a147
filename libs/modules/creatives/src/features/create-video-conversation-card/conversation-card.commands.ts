import { legacyCardId } from '../../domain/legacy-card-id';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AdsEntities, type AnyAdsEntity } from '@platform/ads-entity';
import { type Environment, numericId } from '@platform/ddd';
import { type ConversationCardFields, type ConversationCardView, conversationMediaKeys } from '../../domain/conversation-card';
import { CardMediaReader } from '../card-media/card-media-reader';

/** Creates a video conversation card or a legacy image conversation card. */
export class CreateConversationCardCommand {
  constructor(
    readonly entity: AnyAdsEntity,
    readonly environment: Environment,
    readonly accountId: string,
    readonly fields: ConversationCardFields,
  ) {}
}

export class UpdateConversationCardCommand {
  constructor(
    readonly entity: AnyAdsEntity,
    readonly environment: Environment,
    readonly accountId: string,
    readonly cardId: string,
    readonly fields: ConversationCardFields,
  ) {}
}

/** The media the card names (given and kept), judged from the account's library as read (guarded). */
@CommandHandler(CreateConversationCardCommand)
export class CreateConversationCardHandler implements ICommandHandler<CreateConversationCardCommand, ConversationCardView> {
  constructor(
    private readonly entities: AdsEntities,
    private readonly cardMedia: CardMediaReader,
  ) {}

  execute({ entity, environment, accountId, fields }: CreateConversationCardCommand): Promise<ConversationCardView> {
    return this.entities.createWithId(entity, legacyCardId(numericId()), { environment, accountId, fields }, async () => {
      const { media, guards } = await this.cardMedia.read(environment, accountId, conversationMediaKeys(fields));
      return { command: { media }, guards };
    });
  }
}

@CommandHandler(UpdateConversationCardCommand)
export class UpdateConversationCardHandler implements ICommandHandler<UpdateConversationCardCommand, ConversationCardView> {
  constructor(
    private readonly entities: AdsEntities,
    private readonly cardMedia: CardMediaReader,
  ) {}

  execute({ entity, environment, accountId, cardId, fields }: UpdateConversationCardCommand): Promise<ConversationCardView> {
    return this.entities.update(entity, { environment, accountId, id: cardId, fields }, async (current?: ConversationCardView) => {
      const { media, guards } = await this.cardMedia.read(environment, accountId, conversationMediaKeys(fields, current));
      return { command: { media }, guards };
    });
  }
}

import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AdsEntities } from '@platform/ads-entity';
import { type Environment, numericId } from '@platform/ddd';
import { type CardInput, type CardView, type CreateCard, mediaKeysOf, type UpdateCard } from '../../domain/card';
import { Card } from '../../entities/card.entity';
import { CardMediaReader } from '../card-media/card-media-reader';

export class CreateCardCommand {
  constructor(
    readonly environment: Environment,
    readonly accountId: string,
    readonly input: CardInput,
  ) {}
}

export class UpdateCardCommand {
  constructor(
    readonly environment: Environment,
    readonly accountId: string,
    readonly cardId: string,
    readonly input: CardInput,
  ) {}
}

/** Cards: the components judged against the account's media library as read (guarded). */
@CommandHandler(CreateCardCommand)
export class CreateCardHandler implements ICommandHandler<CreateCardCommand, CardView> {
  constructor(
    private readonly entities: AdsEntities,
    private readonly cardMedia: CardMediaReader,
  ) {}

  execute({ environment, accountId, input }: CreateCardCommand): Promise<CardView> {
    return this.entities.createWithId<CardView, CreateCard, 'media'>(Card, numericId(), { environment, accountId, input }, async () => {
      const { media, guards } = await this.cardMedia.read(environment, accountId, mediaKeysOf(input));
      return { command: { media }, guards };
    });
  }
}

@CommandHandler(UpdateCardCommand)
export class UpdateCardHandler implements ICommandHandler<UpdateCardCommand, CardView> {
  constructor(
    private readonly entities: AdsEntities,
    private readonly cardMedia: CardMediaReader,
  ) {}

  execute({ environment, accountId, cardId, input }: UpdateCardCommand): Promise<CardView> {
    return this.entities.update<CardView, UpdateCard, 'media'>(Card, { environment, accountId, id: cardId, input }, async () => {
      const { media, guards } = await this.cardMedia.read(environment, accountId, mediaKeysOf(input));
      return { command: { media }, guards };
    });
  }
}

import { legacyCardId } from '../../domain/legacy-card-id';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AdsEntities } from '@platform/ads-entity';
import { ACCOUNT_DIRECTORY, type AccountDirectory } from '@platform/auth';
import { numericId } from '@platform/ddd';
import type { CreatePollCard, PollCardView } from '../../domain/poll-card';
import { PollCard } from '../../entities/poll-card.entity';
import { CardMediaReader } from '../card-media/card-media-reader';
import { CreatePollCardCommand } from './create-poll-card.command';

/** Creates a poll card, its media judged from the library and its feature from the account, both as read (guarded). */
@CommandHandler(CreatePollCardCommand)
export class CreatePollCardHandler implements ICommandHandler<CreatePollCardCommand, PollCardView> {
  constructor(
    private readonly entities: AdsEntities,
    private readonly cardMedia: CardMediaReader,
    @Inject(ACCOUNT_DIRECTORY) private readonly accounts: AccountDirectory,
  ) {}

  execute({ environment, accountId, fields }: CreatePollCardCommand): Promise<PollCardView> {
    return this.entities.createWithId<PollCardView, CreatePollCard, 'media' | 'featureKeys'>(PollCard, legacyCardId(numericId()), { environment, accountId, fields }, async () => {
      if (fields.media_key === undefined) return { command: { media: {}, featureKeys: [] } };
      const { media, guards } = await this.cardMedia.read(environment, accountId, [fields.media_key]);
      const account = await this.accounts.facts(environment, accountId);
      return {
        command: { media, featureKeys: account?.featureKeys ?? [] },
        guards: account ? [...guards, account.guard] : guards,
      };
    });
  }
}

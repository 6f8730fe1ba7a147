import type { CommandContext } from '@platform/ads-entity';
import { ACCOUNT_DIRECTORY, type AccountDirectory } from '@platform/auth';
import { CardMediaReader } from '../shared/card-media-reader';
import type { CreatePollCardRequest } from './create-poll-card.request';

/** A poll card's media judged from the library and its feature from the account, both as read (guarded); none without media. */
export const pollCardMedia: CommandContext<CreatePollCardRequest> = (_entities, { environment, accountId, get }, p) => async () => {
  if (p.media_key === undefined) return { command: { media: {}, featureKeys: [] } };
  const { media, guards } = await get(CardMediaReader).read(environment, accountId, [p.media_key]);
  const account = await get<AccountDirectory>(ACCOUNT_DIRECTORY).facts(environment, accountId);
  return {
    command: { media, featureKeys: account?.featureKeys ?? [] },
    guards: account ? [...guards, account.guard] : guards,
  };
};

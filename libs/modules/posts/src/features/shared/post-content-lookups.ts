import type { CommandContext } from '@platform/ads-entity';
import { AdsPostLookupsReader } from './ads-post-lookups';
import { contentOf, type PostContentChangeRequest } from './post-content.request';

/**
 * The kit's context of a scheduled or draft post's POST and PUT: the
 * account's promotable users, cards and library as read (guarded), for the
 * content after the change.
 */
export const postContentLookups: CommandContext<PostContentChangeRequest> = (_entities, { environment, accountId, get }, p) =>
  get(AdsPostLookupsReader).contextOf(environment, accountId, contentOf(p));

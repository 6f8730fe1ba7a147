import { Claims, type ClaimSession, type CommandContext, type Release } from '@platform/ads-entity';
import type { Environment } from '@platform/ddd';
import { USER_CATALOG } from '../../domain/product-catalog';
import type { ScheduledFeed } from '../../domain/scheduled-feed';

const decide = (claims: ClaimSession, type: 'ClaimScheduledFeed' | 'ReleaseScheduledFeed', environment: Environment, owner: { userId: string; catalogId: string }, feedId: string) =>
  claims.decide(USER_CATALOG, environment, owner.userId, [{ type, environment, ...owner, feedId, now: claims.now }]);

/** A feed's creation claims the user's one feed on the owner's stream, appended with the feed. */
export const claimsTheFeed: CommandContext<unknown> = (_entities, { environment, userId, owners, get }) =>
  get(Claims).context(async (_live, claims, feed) => decide(claims, 'ClaimScheduledFeed', environment, { userId, catalogId: owners.catalogId }, feed.id));

/** Its deletion releases it. */
export const releasesTheFeed: Release<ScheduledFeed> = (feed, claims, { environment, owners }) =>
  decide(claims, 'ReleaseScheduledFeed', environment, { userId: owners!.userId, catalogId: feed.product_catalog_id }, feed.id);

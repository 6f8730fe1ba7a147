import { Claims, type ClaimSession, type CommandContext, type Release } from '@platform/ads-entity';
import type { ClaimStream, Environment } from '@platform/ddd';
import {
  type ProductCatalogCommand,
  type ProductCatalogEvent,
  USER_CATALOG_STREAM,
  userCatalogDecider,
  type UserCatalogState,
} from '../../domain/product-catalog';
import type { ScheduledFeed } from '../../domain/scheduled-feed';

/** The user's catalog stream, where the user's one feed is claimed. */
const userCatalogClaims: ClaimStream<UserCatalogState, ProductCatalogCommand, ProductCatalogEvent> = { type: USER_CATALOG_STREAM, decider: userCatalogDecider };

const decide = (claims: ClaimSession, type: 'ClaimScheduledFeed' | 'ReleaseScheduledFeed', environment: Environment, owner: { userId: string; catalogId: string }, feedId: string) =>
  claims.decide(userCatalogClaims, environment, owner.userId, [{ type, environment, ...owner, feedId, now: claims.now }]);

/** A feed's creation claims the user's one feed on the owner's stream, appended with the feed. */
export const claimsTheFeed: CommandContext<unknown> = (_entities, { environment, userId, owners, get }) =>
  get(Claims).context(async (_live, claims, feed) => decide(claims, 'ClaimScheduledFeed', environment, { userId, catalogId: owners.catalogId }, feed.id));

/** Its deletion releases it. */
export const releasesTheFeed: Release<ScheduledFeed> = (feed, claims, { environment, owners }) =>
  decide(claims, 'ReleaseScheduledFeed', environment, { userId: owners!.userId, catalogId: feed.product_catalog_id }, feed.id);

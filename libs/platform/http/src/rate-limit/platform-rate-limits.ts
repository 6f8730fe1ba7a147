/**
 * The platform API's rate limits (`/2`, and the `/1.1` user lookups) per endpoint, as the rate-limit
 * tables of `x-api/fundamentals/rate-limits.mdx` give them: windows per user
 * (user-context requests, OAuth 1.0a or OAuth 2.0) and per app (app-only
 * requests). An endpoint may have more than one window (likes: 15 minutes and
 * 24 hours), and a window may be shared by several endpoints (`shared`).
 * Endpoints the table does not name get the default (docs/decisions.md,
 * "Platform rate limits").
 */
export interface PlatformRateWindow {
  limit: number;
  windowSeconds: number;
  /** A budget several endpoints draw on together, by this name; otherwise the endpoint's own. */
  shared?: string;
}

export interface PlatformEndpointLimits {
  user?: readonly PlatformRateWindow[];
  app?: readonly PlatformRateWindow[];
}

const per15 = (limit: number): PlatformRateWindow => ({ limit, windowSeconds: 900 });
const per24h = (limit: number): PlatformRateWindow => ({ limit, windowSeconds: 86_400 });

const lookup: PlatformEndpointLimits = { user: [per15(900)], app: [per15(300)] };
// GET and POST users/lookup.json are one endpoint, one budget
const v11UsersLookup: PlatformEndpointLimits = {
  user: [{ ...per15(900), shared: '1.1/users/lookup' }],
  app: [{ ...per15(300), shared: '1.1/users/lookup' }],
};
const webhooks: PlatformEndpointLimits = { app: [per15(450)] };
const subscriptions: PlatformEndpointLimits = { app: [per15(500)] };
const mediaCommand: PlatformEndpointLimits = { user: [per15(1875)], app: [per24h(180_000)] };
const follows: PlatformEndpointLimits = { user: [per15(300)], app: [per15(300)] };
// likes and unlikes: 50 each per 15 minutes, and 1,000 a day for both together
const manageLikes: PlatformEndpointLimits = { user: [per15(50), { ...per24h(1000), shared: 'likes' }] };

/** Keyed by `METHOD path` with the route's parameters as declared (`:id`), `/2/posts` spelled `/2/tweets`. */
export const PLATFORM_RATE_LIMITS: Readonly<Record<string, PlatformEndpointLimits>> = {
  // posts
  'POST /2/tweets': { user: [per15(100)], app: [per24h(10_000)] },
  'DELETE /2/tweets/:id': { user: [per15(50)] },
  'GET /2/tweets/:id': { user: [per15(900)], app: [per15(450)] },
  'GET /2/users/:id/tweets': { user: [per15(900)], app: [per15(10_000)] },
  'GET /2/users/:id/mentions': { user: [per15(300)], app: [per15(450)] },
  'GET /2/users/:id/liked_tweets': { user: [per15(75)], app: [per15(75)] },
  'GET /2/tweets/:id/liking_users': { user: [per15(75)], app: [per15(75)] },
  'POST /2/users/:id/likes': manageLikes,
  'DELETE /2/users/:id/likes/:tweet_id': manageLikes,
  // users
  'GET /2/users': lookup,
  'GET /2/users/:id': lookup,
  'GET /2/users/by': lookup,
  'GET /2/users/by/username/:username': lookup,
  'GET /2/users/me': { user: [per15(75)] },
  // the v1.1 user lookups, under the row of the v2 lookups that replace them (docs/decisions.md, "v1.1 user lookups")
  'GET /1.1/users/show.json': lookup,
  'GET /1.1/users/lookup.json': v11UsersLookup,
  'POST /1.1/users/lookup.json': v11UsersLookup,
  'GET /2/users/:id/following': follows,
  'GET /2/users/:id/followers': follows,
  'POST /2/users/:id/following': { user: [per15(50)] },
  'DELETE /2/users/:source_user_id/following/:target_user_id': { user: [per15(50)] },
  'GET /2/users/:id/blocking': { user: [per15(15)] },
  'GET /2/users/:id/muting': { user: [per15(15)] },
  'POST /2/users/:id/muting': { user: [per15(50)] },
  'DELETE /2/users/:source_user_id/muting/:target_user_id': { user: [per15(50)] },
  // media
  'POST /2/media/upload': { user: [per15(500)], app: [per24h(50_000)] },
  'GET /2/media/upload': { user: [per15(1000)], app: [per24h(100_000)] },
  'POST /2/media/upload/initialize': mediaCommand,
  'POST /2/media/upload/:id/append': mediaCommand,
  'POST /2/media/upload/:id/finalize': mediaCommand,
  // activity and webhooks
  'GET /2/activity/stream': { app: [per15(450)] },
  'POST /2/activity/subscriptions': subscriptions,
  'GET /2/activity/subscriptions': subscriptions,
  'PUT /2/activity/subscriptions/:subscription_id': subscriptions,
  'DELETE /2/activity/subscriptions/:subscription_id': subscriptions,
  'DELETE /2/activity/subscriptions': subscriptions,
  'GET /2/webhooks': webhooks,
  'POST /2/webhooks': webhooks,
  'PUT /2/webhooks/:webhook_id': webhooks,
  'DELETE /2/webhooks/:webhook_id': webhooks,
  'POST /2/webhooks/replay': { app: [per15(100)] },
  'POST /2/account_activity/replay/webhooks/:webhook_id/subscriptions/all': { app: [per15(100)] },
};

/** What an endpoint the table does not name may take. */
export const DEFAULT_PLATFORM_LIMITS: PlatformEndpointLimits = lookup;

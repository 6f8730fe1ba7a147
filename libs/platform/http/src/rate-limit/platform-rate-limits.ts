/**
 * The platform API's (`/2`) rate limits per endpoint, as its docs give them:
 * a budget per user (user-context requests, OAuth 1.0a or OAuth 2.0) and one
 * per app (app-only requests), each in its window. Endpoints the table does
 * not name get the default. The values were recalled from the endpoints'
 * docs (docs/decisions.md, "Platform rate limits").
 */
export interface PlatformRateWindow {
  limit: number;
  windowSeconds: number;
}

export interface PlatformEndpointLimits {
  user?: PlatformRateWindow;
  app?: PlatformRateWindow;
}

const per15 = (limit: number): PlatformRateWindow => ({ limit, windowSeconds: 900 });
const per24h = (limit: number): PlatformRateWindow => ({ limit, windowSeconds: 86_400 });

/** Keyed by `METHOD path` with the route's parameters as declared (`:id`), `/2/posts` spelled `/2/tweets`. */
export const PLATFORM_RATE_LIMITS: Readonly<Record<string, PlatformEndpointLimits>> = {
  'POST /2/tweets': { user: per15(100), app: per24h(10_000) },
  'DELETE /2/tweets/:id': { user: per15(50) },
  'GET /2/tweets/:id': { user: per15(900), app: per15(450) },
  'GET /2/users/me': { user: per15(75) },
  'GET /2/users/by/username/:username': { user: per15(900), app: per15(300) },
  // webhooks and activity: x-api/fundamentals/rate-limits.mdx, "Activity & Webhooks"
  'GET /2/webhooks': { app: per15(450) },
  'POST /2/webhooks': { app: per15(450) },
  'PUT /2/webhooks/:webhook_id': { app: per15(450) },
  'DELETE /2/webhooks/:webhook_id': { app: per15(450) },
  'POST /2/webhooks/replay': { app: per15(100) },
  'POST /2/account_activity/replay/webhooks/:webhook_id/subscriptions/all': { app: per15(100) },
  'GET /2/activity/stream': { app: per15(450) },
  'POST /2/activity/subscriptions': { app: per15(500) },
  'GET /2/activity/subscriptions': { app: per15(500) },
  'PUT /2/activity/subscriptions/:subscription_id': { app: per15(500) },
  'DELETE /2/activity/subscriptions/:subscription_id': { app: per15(500) },
  'GET /2/users/:id/following': { user: per15(15), app: per15(15) },
  'GET /2/users/:id/followers': { user: per15(15), app: per15(15) },
  'GET /2/users/:id/muting': { user: per15(100) },
  'GET /2/users/:id/blocking': { user: per15(15) },
  'POST /2/users/:id/following': { user: per15(50) },
  'DELETE /2/users/:source_user_id/following/:target_user_id': { user: per15(50) },
  'POST /2/users/:id/muting': { user: per15(50) },
  'DELETE /2/users/:source_user_id/muting/:target_user_id': { user: per15(50) },
  'GET /2/users/:id/tweets': { user: per15(900), app: per15(1500) },
  'GET /2/users/:id/mentions': { user: per15(300), app: per15(450) },
  'GET /2/users/:id/liked_tweets': { user: per15(75), app: per15(75) },
  'GET /2/tweets/:id/liking_users': { user: per15(75), app: per15(75) },
  'POST /2/users/:id/likes': { user: per24h(1000) },
  'DELETE /2/users/:id/likes/:tweet_id': { user: per24h(1000) },
  'POST /2/media/upload': { user: per15(500) },
  'GET /2/media/upload': { user: per15(500) },
};

/** What an endpoint the table does not name may take. */
export const DEFAULT_PLATFORM_LIMITS: PlatformEndpointLimits = { user: per15(900), app: per15(300) };

import { Authenticated, type CommandRouteRequest } from '@platform/auth';
import { asWebhookProblems } from './webhook-problems';

/**
 * What the routes on one of the calling app's webhooks (`/2/webhooks/:webhook_id`)
 * have in common: the app's bearer token or OAuth 1.0a, and an unknown webhook
 * (or another app's) answered as `WebhookIdInvalid`. A function, so each route
 * has its own `Authenticated` decorator (one instance would carry its OpenAPI
 * entries into the next route).
 */
export const onCallingAppsWebhook = () => ({
  path: '2/webhooks/:webhook_id',
  tag: 'webhooks',
  guard: Authenticated(['bearer', 'oauth1']),
  caller: 'app' as const,
  errors: <R>({ params }: CommandRouteRequest<unknown>, run: () => Promise<R>) => asWebhookProblems(params.webhook_id, run),
});

import { Authenticated, commandRoute } from '@platform/auth';
import { CreateWebhookCommand } from './create-webhook.command';
import { CreateWebhookRequest } from './create-webhook.request';

/** Registers a webhook of the calling app after a successful CRC check of its URL. */
export class CreateWebhookController extends commandRoute({
  method: 'POST',
  path: '2/webhooks',
  handler: 'create',
  tag: 'webhooks',
  guard: Authenticated(['bearer', 'oauth1']),
  status: 200,
  caller: 'app',
  request: CreateWebhookRequest,
  command: ({ appId, body }) => new CreateWebhookCommand(appId, body.url),
}) {}

import { commandRoute } from '@platform/auth';
import { onCallingAppsWebhook } from '../shared/webhook-route';
import { DeleteWebhookCommand } from './delete-webhook.command';

/** Deletes a webhook of the calling app. */
export class DeleteWebhookController extends commandRoute({
  method: 'DELETE',
  handler: 'delete',
  ...onCallingAppsWebhook(),
  command: ({ appId, params }) => new DeleteWebhookCommand(appId, params.webhook_id),
  answer: () => ({ data: { deleted: true } }),
}) {}

import { commandRoute } from '@platform/auth';
import { onCallingAppsWebhook } from '../shared/webhook-route';
import { ValidateWebhookCommand } from './validate-webhook.command';

/** Re-runs the CRC check; `valid` says whether the URL answered it. */
export class ValidateWebhookController extends commandRoute({
  method: 'PUT',
  handler: 'validate',
  ...onCallingAppsWebhook(),
  command: ({ appId, params }) => new ValidateWebhookCommand(appId, params.webhook_id),
}) {}

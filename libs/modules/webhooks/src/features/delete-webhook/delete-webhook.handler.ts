import { EventStore, Prepare, streamCommandHandler } from '@platform/event-store';
import { APP_WEBHOOKS } from '../../domain/app-webhooks';
import { WEBHOOK } from '../../domain/webhook';
import { DeleteWebhookCommand } from './delete-webhook.command';

/** Deletes the webhook and frees its place among the app's webhooks, in one transaction. */
export const DeleteWebhookHandler = streamCommandHandler(DeleteWebhookCommand, WEBHOOK, {
  inject: [EventStore],
  decide: ({ appId, webhookId }, store: EventStore) => ({
    stream: WEBHOOK.streamId(webhookId),
    command: new Prepare(async (_state, now) => {
      const app = await store.decideWrite(APP_WEBHOOKS, APP_WEBHOOKS.streamId(appId), { type: 'RemoveAppWebhook', appId, webhookId, now });
      return { command: { type: 'DeleteWebhook' as const, webhookId, appId }, writes: [app.write] };
    }),
  }),
  answer: () => undefined,
});

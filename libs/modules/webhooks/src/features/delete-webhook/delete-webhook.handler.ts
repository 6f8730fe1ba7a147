import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '@platform/ddd';
import { EventStore, Prepare } from '@platform/event-store';
import { APP_WEBHOOKS_STREAM, appWebhooksDecider, appWebhooksStreamId } from '../../domain/app-webhooks';
import { WEBHOOK_STREAM, webhookDecider, webhookStreamId } from '../../domain/webhook';
import { DeleteWebhookCommand } from './delete-webhook.command';

/** Deletes the webhook and frees its place among the app's webhooks, in one transaction. */
@CommandHandler(DeleteWebhookCommand)
export class DeleteWebhookHandler implements ICommandHandler<DeleteWebhookCommand, void> {
  constructor(
    private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ appId, webhookId }: DeleteWebhookCommand): Promise<void> {
    const now = this.clock.now().toISOString();
    await this.store.handle(
      webhookStreamId(webhookId),
      WEBHOOK_STREAM,
      webhookDecider,
      new Prepare(async () => {
        const app = await this.store.load(appWebhooksStreamId(appId), appWebhooksDecider);
        const events = appWebhooksDecider.decide({ type: 'RemoveAppWebhook', appId, webhookId, now }, app.state);
        return {
          command: { type: 'DeleteWebhook' as const, webhookId, appId, now },
          writes: [{ streamId: appWebhooksStreamId(appId), streamType: APP_WEBHOOKS_STREAM, expectedVersion: app.version, events }],
        };
      }),
    );
  }
}

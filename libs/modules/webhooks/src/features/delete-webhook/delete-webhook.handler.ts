import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '@platform/ddd';
import { EventStore } from '@platform/event-store';
import { WEBHOOK_STREAM, webhookDecider, webhookStreamId } from '../../domain/webhook';
import { DeleteWebhookCommand } from './delete-webhook.command';

@CommandHandler(DeleteWebhookCommand)
export class DeleteWebhookHandler implements ICommandHandler<DeleteWebhookCommand, void> {
  constructor(
    private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ appId, webhookId }: DeleteWebhookCommand): Promise<void> {
    await this.store.handle(webhookStreamId(webhookId), WEBHOOK_STREAM, webhookDecider, {
      type: 'DeleteWebhook',
      webhookId,
      appId,
      now: this.clock.now().toISOString(),
    });
  }
}

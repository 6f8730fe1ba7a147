import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '@platform/ddd';
import { EventStore } from '@platform/event-store';
import { WEBHOOK_STREAM, webhookDecider, webhookNotFound, webhookStreamId } from '../../domain/webhook';
import { WebhookConfigsReadModel } from '../../projections/webhook-configs.read-model';
import { appConsumerSecret } from '../shared/app-consumer-secret';
import { CrcCheck } from '../shared/crc-check';
import { ValidateWebhookCommand } from './validate-webhook.command';

/** Runs the CRC challenge again and records the check; answers whether the webhook is valid after it. */
@CommandHandler(ValidateWebhookCommand)
export class ValidateWebhookHandler implements ICommandHandler<ValidateWebhookCommand, { valid: boolean }> {
  constructor(
    private readonly store: EventStore,
    private readonly queries: QueryBus,
    private readonly configs: WebhookConfigsReadModel,
    private readonly crc: CrcCheck,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ appId, webhookId, graceSeconds }: ValidateWebhookCommand): Promise<{ valid: boolean }> {
    const config = await this.configs.get(appId, webhookId);
    if (!config) throw webhookNotFound(webhookId);
    const check = await this.crc.run(config.url, await appConsumerSecret(this.queries, appId));
    const { state } = await this.store.handle(webhookStreamId(webhookId), WEBHOOK_STREAM, webhookDecider, {
      type: 'RecordCrcCheck',
      webhookId,
      appId,
      valid: check.valid,
      reason: check.valid ? null : check.reason,
      transient: check.valid ? undefined : check.transient,
      graceSeconds,
      now: this.clock.now().toISOString(),
    });
    return { valid: state.valid };
  }
}

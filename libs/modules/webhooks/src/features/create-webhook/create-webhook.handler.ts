import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { SETTINGS, type Settings } from '@platform/config';
import { CLOCK, type Clock, numericId } from '@platform/ddd';
import { EventStore, Prepare } from '@platform/event-store';
import { ProblemError } from '@platform/http';
import { APP_WEBHOOKS_STREAM, appWebhooksDecider, appWebhooksStreamId, WebhookLimitReached } from '../../domain/app-webhooks';
import { WEBHOOK_STREAM, webhookDecider, webhookStreamId } from '../../domain/webhook';
import { appConsumerSecret } from '../app-consumer-secret';
import { CrcCheck } from '../crc/crc-check';
import { CreateWebhookCommand, type CreatedWebhook } from './create-webhook.command';
import { checkWebhookUrl } from './webhook-url';

/**
 * Registers a webhook URL once it answers the CRC challenge; a URL that does
 * not is refused with the reason, and nothing is stored. The per-app limit is
 * decided on the app's webhooks stream in the transaction that creates the
 * webhook, so concurrent registrations cannot exceed it.
 */
@CommandHandler(CreateWebhookCommand)
export class CreateWebhookHandler implements ICommandHandler<CreateWebhookCommand, CreatedWebhook> {
  constructor(
    private readonly store: EventStore,
    private readonly queries: QueryBus,
    private readonly crc: CrcCheck,
    @Inject(SETTINGS) private readonly settings: Settings,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ appId, url }: CreateWebhookCommand): Promise<CreatedWebhook> {
    checkWebhookUrl(url, this.settings.WEBHOOK_URL_STRICT);
    const limit = this.settings.WEBHOOKS_PER_APP;
    // a quick answer before a CRC call that can take seconds (the append decides again)
    const { state } = await this.store.load(appWebhooksStreamId(appId), appWebhooksDecider);
    if (state.webhookIds.size >= limit) throw limitProblem(limit);

    const check = await this.crc.run(url, await appConsumerSecret(this.queries, appId));
    if (!check.valid) {
      throw ProblemError.invalidParameter('url', url, `The CRC check of the \`url\` failed: it ${check.reason}`);
    }
    const webhookId = numericId();
    const now = this.clock.now().toISOString();
    const created = webhookDecider.decide(
      { type: 'CreateWebhook', webhookId, appId, url, valid: true, now },
      webhookDecider.initialState(),
    );
    try {
      await this.store.handle(
        appWebhooksStreamId(appId),
        APP_WEBHOOKS_STREAM,
        appWebhooksDecider,
        new Prepare(async () => ({
          command: { type: 'AddAppWebhook' as const, appId, webhookId, limit, now },
          writes: [{ streamId: webhookStreamId(webhookId), streamType: WEBHOOK_STREAM, expectedVersion: 0, events: created }],
        })),
      );
    } catch (error) {
      if (error instanceof WebhookLimitReached) throw limitProblem(limit);
      throw error;
    }
    return { id: webhookId, url, valid: true, created_at: now };
  }
}

function limitProblem(limit: number): ProblemError {
  return new ProblemError(403, 'about:blank', 'Forbidden', `An app may register at most ${limit} webhooks`);
}

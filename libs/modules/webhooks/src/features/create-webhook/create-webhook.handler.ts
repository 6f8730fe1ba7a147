import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { SETTINGS, type Settings } from '@platform/config';
import { CLOCK, type Clock, numericId } from '@platform/ddd';
import { EventStore, Prepare } from '@platform/event-store';
import {
  APP_WEBHOOKS_STREAM,
  type AppWebhooksCommand,
  appWebhooksDecider,
  type AppWebhooksState,
  appWebhooksStreamId,
  WebhookLimitReached,
  webhooksWithoutUrl,
  WebhookUrlTaken,
} from '../../domain/app-webhooks';
import { WEBHOOK_STREAM, webhookDecider, webhookStreamId } from '../../domain/webhook';
import { appConsumerSecret } from '../shared/app-consumer-secret';
import { CrcCheck } from '../shared/crc-check';
import { webhookRefusal } from '../shared/webhook-problems';
import { CreateWebhookCommand, type CreatedWebhook } from './create-webhook.command';
import { checkWebhookUrl } from './webhook-url';

/**
 * Registers a webhook URL once it answers the CRC challenge; a URL that does
 * not is refused with the reason, and nothing is stored. The per-app limit
 * and the one-webhook-per-URL rule are decided on the app's webhooks stream
 * in the transaction that creates the webhook, so concurrent registrations
 * cannot break them.
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
    const webhookId = numericId();
    const now = this.clock.now().toISOString();
    const adding = async (state: AppWebhooksState): Promise<AppWebhooksCommand> => ({
      type: 'AddAppWebhook',
      appId,
      webhookId,
      url,
      limit,
      now,
      earlierUrls: await this.urlsOf(webhooksWithoutUrl(state)),
    });
    await refused(url, limit, async () => {
      // a quick answer before a CRC call that can take seconds (the append decides again)
      const { state } = await this.store.load(appWebhooksStreamId(appId), appWebhooksDecider);
      appWebhooksDecider.decide(await adding(state), state);
    });

    const check = await this.crc.run(url, await appConsumerSecret(this.queries, appId));
    if (!check.valid) {
      throw webhookRefusal('CrcValidationFailed', `The CRC check of the \`url\` failed: it ${check.reason}`, { name: 'url', value: url });
    }
    const created = webhookDecider.decide(
      { type: 'CreateWebhook', webhookId, appId, url, valid: true, now, httpStatus: check.status, latencyMs: check.latencyMs },
      webhookDecider.initialState(),
    );
    await refused(url, limit, () =>
      this.store.handle(
        appWebhooksStreamId(appId),
        APP_WEBHOOKS_STREAM,
        appWebhooksDecider,
        new Prepare(async (state: AppWebhooksState) => ({
          command: await adding(state),
          writes: [{ streamId: webhookStreamId(webhookId), streamType: WEBHOOK_STREAM, expectedVersion: 0, events: created }],
        })),
      ),
    );
    return { id: webhookId, url, valid: true, created_at: now };
  }

  /** The URLs of webhooks registered before the app's stream recorded them, from their own streams (a URL never changes). */
  private async urlsOf(webhookIds: string[]): Promise<Record<string, string>> {
    const urls: Record<string, string> = {};
    for (const id of webhookIds) {
      const { state } = await this.store.load(webhookStreamId(id), webhookDecider);
      if (state.url !== undefined) urls[id] = state.url;
    }
    return urls;
  }
}

/** Runs a decision on the app's webhooks, answering its refusals as the webhooks endpoints do. */
async function refused<T>(url: string, limit: number, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof WebhookLimitReached) {
      throw webhookRefusal('WebhookLimitExceeded', `An app may register at most ${limit} webhooks`);
    }
    if (error instanceof WebhookUrlTaken) {
      throw webhookRefusal('DuplicateUrlFailed', `The app already has webhook ${error.webhookId} at this url`, { name: 'url', value: url });
    }
    throw error;
  }
}

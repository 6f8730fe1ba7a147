import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { SETTINGS, type Settings } from '@platform/config';
import { CLOCK, type Clock, numericId } from '@platform/ddd';
import { EventStore } from '@platform/event-store';
import { ProblemError } from '@platform/http';
import { WEBHOOK_STREAM, webhookDecider, webhookStreamId } from '../../domain/webhook';
import { WebhookConfigsReadModel } from '../../projections/webhook-configs.read-model';
import { appConsumerSecret } from '../app-consumer-secret';
import { CrcCheck } from '../crc/crc-check';
import { CreateWebhookCommand, type CreatedWebhook } from './create-webhook.command';
import { checkWebhookUrl } from './webhook-url';

/**
 * Registers a webhook URL once it answers the CRC challenge; a URL that does
 * not is refused with the reason, and nothing is stored.
 */
@CommandHandler(CreateWebhookCommand)
export class CreateWebhookHandler implements ICommandHandler<CreateWebhookCommand, CreatedWebhook> {
  constructor(
    private readonly store: EventStore,
    private readonly queries: QueryBus,
    private readonly configs: WebhookConfigsReadModel,
    private readonly crc: CrcCheck,
    @Inject(SETTINGS) private readonly settings: Settings,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ appId, url }: CreateWebhookCommand): Promise<CreatedWebhook> {
    checkWebhookUrl(url, this.settings.WEBHOOK_URL_STRICT);
    if ((await this.configs.countForApp(appId)) >= this.settings.WEBHOOKS_PER_APP) {
      throw new ProblemError(403, 'about:blank', 'Forbidden', `An app may register at most ${this.settings.WEBHOOKS_PER_APP} webhooks`);
    }
    const check = await this.crc.run(url, await appConsumerSecret(this.queries, appId));
    if (!check.valid) {
      throw ProblemError.invalidParameter('url', url, `The CRC check of the \`url\` failed: it ${check.reason}`);
    }
    const webhookId = numericId();
    const now = this.clock.now().toISOString();
    await this.store.handle(webhookStreamId(webhookId), WEBHOOK_STREAM, webhookDecider, {
      type: 'CreateWebhook',
      webhookId,
      appId,
      url,
      valid: true,
      now,
    });
    return (await this.configs.get(appId, webhookId))!;
  }
}

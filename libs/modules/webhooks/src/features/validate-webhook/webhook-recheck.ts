import { type BeforeApplicationShutdown, Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { SETTINGS, type Settings } from '@platform/config';
import { WebhookConfigsReadModel } from '../../projections/webhook-configs.read-model';
import { ValidateWebhookCommand } from './validate-webhook.command';

/**
 * The periodic CRC re-check, as the platform runs it: every
 * WEBHOOK_CRC_RECHECK_INTERVAL_SECONDS (30 minutes) the valid webhooks not
 * validated for WEBHOOK_CRC_RECHECK_SECONDS (24 hours) are challenged again.
 * A wrong answer, a redirect or a TLS failure makes one invalid at once; a
 * 4xx, 5xx, timeout or failed connection only once WEBHOOK_CRC_GRACE_SECONDS
 * (28 hours) have passed since its last success, and it is retried at the
 * next interval meanwhile. An invalid webhook receives nothing until a PUT
 * validates it again. Replicas each claim their own due webhooks.
 */
@Injectable()
export class WebhookRecheck implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(WebhookRecheck.name);
  private timer?: NodeJS.Timeout;
  private round?: Promise<void>;
  private stopping = false;

  constructor(
    private readonly commands: CommandBus,
    private readonly configs: WebhookConfigsReadModel,
    @Inject(SETTINGS) private readonly settings: Settings,
  ) {}

  onApplicationBootstrap(): void {
    if (this.settings.WEBHOOK_CRC_RECHECK_SECONDS === 0) return;
    this.timer = setInterval(() => {
      this.round ??= this.recheckDue().finally(() => (this.round = undefined));
    }, this.settings.WEBHOOK_CRC_RECHECK_INTERVAL_SECONDS * 1000).unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    clearInterval(this.timer);
    await this.round;
  }

  async recheckDue(): Promise<void> {
    const { WEBHOOK_CRC_RECHECK_SECONDS: stale, WEBHOOK_CRC_RECHECK_INTERVAL_SECONDS: interval, WEBHOOK_CRC_GRACE_SECONDS: grace } = this.settings;
    try {
      for (const webhook of await this.configs.claimDueForRecheck(stale, interval)) {
        if (this.stopping) return;
        await this.commands.execute(new ValidateWebhookCommand(webhook.appId, webhook.id, grace)).catch((error: unknown) => {
          this.logger.warn({ err: error, webhook: webhook.id }, 'CRC re-check failed to run');
        });
      }
    } catch (error) {
      this.logger.warn({ err: error }, 'could not list webhooks due for a CRC re-check');
    }
  }
}

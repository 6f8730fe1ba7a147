import { type BeforeApplicationShutdown, Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { SETTINGS, type Settings } from '@platform/config';
import { WebhookConfigsReadModel } from '../../projections/webhook-configs.read-model';
import { ValidateWebhookCommand } from './validate-webhook.command';

/**
 * The periodic CRC re-check: every valid webhook whose last check is older than
 * WEBHOOK_CRC_RECHECK_SECONDS is challenged again, as PUT /2/webhooks/:id
 * does; one that fails becomes invalid and receives nothing until a PUT
 * validates it again. Replicas look for due webhooks at most once a minute,
 * each claiming its own.
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
    const seconds = this.settings.WEBHOOK_CRC_RECHECK_SECONDS;
    if (seconds === 0) return;
    this.timer = setInterval(() => {
      this.round ??= this.recheckDue(seconds).finally(() => (this.round = undefined));
    }, Math.min(seconds, 60) * 1000).unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    clearInterval(this.timer);
    await this.round;
  }

  async recheckDue(seconds: number): Promise<void> {
    try {
      for (const webhook of await this.configs.claimDueForRecheck(seconds)) {
        if (this.stopping) return;
        await this.commands.execute(new ValidateWebhookCommand(webhook.appId, webhook.id)).catch((error: unknown) => {
          this.logger.warn({ err: error, webhook: webhook.id }, 'CRC re-check failed to run');
        });
      }
    } catch (error) {
      this.logger.warn({ err: error }, 'could not list webhooks due for a CRC re-check');
    }
  }
}

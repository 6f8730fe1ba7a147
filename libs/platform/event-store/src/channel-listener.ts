import { Logger } from '@nestjs/common';
import { Client } from 'pg';

export interface ChannelHandlers {
  /** A NOTIFY on the channel, with its payload. */
  notified(payload: string): void;
  /** The connection was lost: notifications may have been missed (it reconnects by itself). */
  lost(): void;
}

const RECONNECT_MS = 1000;

/**
 * A dedicated connection LISTENing on one PostgreSQL channel, reconnecting a
 * second after it is lost until stopped. Notifications are hints: whoever
 * listens must be able to catch up after `lost`.
 */
export class ChannelListener {
  private readonly logger: Logger;
  private client?: Client;
  private stopped = false;

  constructor(
    private readonly url: string,
    private readonly channel: string,
    private readonly handlers: ChannelHandlers,
  ) {
    this.logger = new Logger(`Listener ${channel}`);
  }

  /** Connects; a failure is logged and retried in the background. */
  async start(): Promise<void> {
    if (this.stopped) return;
    const client = new Client({ connectionString: this.url, application_name: `aviary-${this.channel}` });
    const retry = () => setTimeout(() => void this.start(), RECONNECT_MS).unref();
    client.on('notification', (message) => this.handlers.notified(message.payload ?? ''));
    client.on('error', (error) => this.logger.warn({ err: error }, 'listener connection failed'));
    client.on('end', () => {
      if (this.stopped || this.client !== client) return;
      this.client = undefined;
      this.handlers.lost();
      retry();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${this.channel}`);
      if (this.stopped) {
        await client.end().catch(() => undefined);
        return;
      }
      this.client = client;
    } catch (error) {
      this.logger.warn({ err: error }, 'listener could not connect; retrying');
      await client.end().catch(() => undefined);
      if (!this.stopped) retry();
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.client?.end().catch(() => undefined);
  }
}

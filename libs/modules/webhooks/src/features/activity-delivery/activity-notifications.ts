import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { ACTIVITY_CHANNEL } from './activity.processor';

/**
 * Wakes the stream feed and the delivery worker of this replica when any
 * replica's activity processor commits new activity (a LISTEN on
 * ACTIVITY_CHANNEL). Listeners also poll on their own, so a lost connection
 * delays them and loses nothing.
 */
@Injectable()
export class ActivityNotifications implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(ActivityNotifications.name);
  private readonly listeners = new Set<() => void>();
  private client?: Client;
  private stopped = false;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  onModuleInit(): void {
    void this.listen();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    await this.client?.end().catch(() => undefined);
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Wakes this replica's listeners (used after work done here). */
  wake(): void {
    for (const listener of this.listeners) listener();
  }

  private async listen(): Promise<void> {
    if (this.stopped) return;
    const url = (this.dataSource.options as { url?: string }).url;
    if (!url) return;
    const client = new Client({ connectionString: url, application_name: 'aviary-activity' });
    const retry = () => setTimeout(() => void this.listen(), 1000).unref();
    client.on('notification', () => this.wake());
    client.on('error', (error) => this.logger.warn({ err: error }, 'activity listener failed'));
    client.on('end', () => {
      if (this.stopped || this.client !== client) return;
      this.client = undefined;
      this.wake();
      retry();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${ACTIVITY_CHANNEL}`);
      this.client = client;
    } catch (error) {
      this.logger.warn({ err: error }, 'activity listener could not connect; retrying');
      await client.end().catch(() => undefined);
      if (!this.stopped) retry();
    }
  }
}

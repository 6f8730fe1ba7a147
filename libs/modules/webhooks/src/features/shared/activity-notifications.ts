import { Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ChannelListener } from '@platform/event-store';

/** Announced (at commit) whenever new activity or deliveries were written. */
export const ACTIVITY_CHANNEL = 'aviary_activity';

/**
 * Wakes the stream feed and the delivery worker of this replica when any
 * replica's activity processor commits new activity (a LISTEN on
 * ACTIVITY_CHANNEL). Listeners also poll on their own, so a lost connection
 * delays them and loses nothing.
 */
@Injectable()
export class ActivityNotifications implements OnModuleInit, OnApplicationShutdown {
  private readonly listeners = new Set<() => void>();
  private channel?: ChannelListener;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  onModuleInit(): void {
    const url = (this.dataSource.options as { url?: string }).url;
    if (!url) return;
    this.channel = new ChannelListener(url, ACTIVITY_CHANNEL, { notified: () => this.wake(), lost: () => this.wake() });
    void this.channel.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.channel?.stop();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Wakes this replica's listeners. */
  wake(): void {
    for (const listener of this.listeners) listener();
  }
}

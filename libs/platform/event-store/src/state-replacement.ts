import { randomUUID } from 'node:crypto';
import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ChannelListener } from './channel-listener';
import { EventStore } from './event-store';
import { ProcessorRunner } from './processor-runner';

/** The channel a replica announces a replacement of the whole state on (`replacing:<instance>`, `replaced:<instance>`). */
export const STATE_CHANNEL = 'aviary_state';

/** A replica told `replacing` that never hears `replaced` (the replacing replica died) resumes after this long. */
const RESUME_AFTER_MS = 60_000;

export interface StateReplacementHandlers {
  /** Before the state is replaced: stop work that holds state (processors here). */
  replacing?(): void | Promise<void>;
  /** After it was replaced (or the attempt failed): drop every cache of it, start again. */
  replaced(): void | Promise<void>;
}

/**
 * One hook for "the whole state was replaced" (a snapshot restored, a reset):
 * whatever keeps state in memory (decided states, credential and setup caches,
 * processors' checkpoints) registers here, and no code that replaces the state
 * needs to know it. The replica that replaces the state calls `replacing` and
 * `replaced` around its transaction; every other replica hears both on
 * STATE_CHANNEL (LISTEN/NOTIFY) and does the same. A replica whose listener
 * connection is lost drops its caches too (it may have missed a replacement).
 */
@Injectable()
export class StateReplacement implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(StateReplacement.name);
  private readonly handlers: StateReplacementHandlers[] = [];
  private readonly instance = randomUUID();
  private listener?: ChannelListener;
  private resumeTimer?: NodeJS.Timeout;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    store: EventStore,
    processors: ProcessorRunner,
  ) {
    this.on({ replaced: () => store.forgetDecidedStates() });
    this.on({ replacing: () => processors.pause(), replaced: () => processors.resume() });
  }

  /** Registers what to do before and after the state is replaced. */
  on(handlers: StateReplacementHandlers): void {
    this.handlers.push(handlers);
  }

  async onModuleInit(): Promise<void> {
    const url = (this.dataSource.options as { url?: string }).url;
    if (!url) return;
    this.listener = new ChannelListener(url, STATE_CHANNEL, {
      notified: (payload) => void this.heard(payload),
      lost: () => void this.run('replaced'),
    });
    await this.listener.start();
  }

  async onModuleDestroy(): Promise<void> {
    clearTimeout(this.resumeTimer);
    await this.listener?.stop();
  }

  /** This replica is about to replace the state: stops here, and tells the others. */
  async replacing(): Promise<void> {
    await this.run('replacing');
    await this.announce('replacing');
  }

  /** This replica replaced the state (or gave up trying): drops the caches here, and tells the others. */
  async replaced(): Promise<void> {
    await this.run('replaced');
    await this.announce('replaced').catch((error) => this.logger.error({ err: error }, 'could not announce the replaced state'));
  }

  private async announce(phase: 'replacing' | 'replaced'): Promise<void> {
    await this.dataSource.query('SELECT pg_notify($1, $2)', [STATE_CHANNEL, `${phase}:${this.instance}`]);
  }

  private async heard(payload: string): Promise<void> {
    const [phase, instance] = payload.split(':');
    if (instance === this.instance || (phase !== 'replacing' && phase !== 'replaced')) return;
    clearTimeout(this.resumeTimer);
    if (phase === 'replacing') this.resumeTimer = setTimeout(() => void this.run('replaced'), RESUME_AFTER_MS).unref();
    await this.run(phase);
  }

  private async run(phase: 'replacing' | 'replaced'): Promise<void> {
    for (const handler of this.handlers) {
      try {
        await handler[phase]?.();
      } catch (error) {
        this.logger.error({ err: error, phase }, 'a state replacement handler failed');
      }
    }
  }
}

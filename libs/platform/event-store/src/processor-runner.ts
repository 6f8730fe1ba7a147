import { type BeforeApplicationShutdown, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Metrics } from '@platform/metrics';
import { EventStore } from './event-store';
import { processorLag, type ProcessorLag, registerProcessorMetrics } from './processor-lag';
import { type Processor, type ProcessorRunnerOptions, RunningProcessor } from './running-processor';

/**
 * Starts every registered processor when the application starts and stops them
 * (finishing the batch in hand) when it shuts down.
 */
@Injectable()
export class ProcessorRunner implements BeforeApplicationShutdown {
  private readonly running = new Map<string, RunningProcessor>();
  private readonly pending: Processor[] = [];
  /** Every processor registered, running here or not. */
  private readonly registered = new Map<string, Processor>();
  private started = false;
  private paused = false;
  private pausing?: Promise<void>;
  /** Shutting down: a replacement's resume starts nothing. */
  private closing = false;
  private unsubscribe?: () => void;
  private options: Required<ProcessorRunnerOptions> = { idleIntervalMs: 250, lockRetryMs: 2000, errorBackoffMs: 1000 };

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly store: EventStore,
    metrics: Metrics,
  ) {
    registerProcessorMetrics(metrics, () => this.lag(), () => [...this.running.values()]);
  }

  configure(options: ProcessorRunnerOptions): void {
    this.options = { ...this.options, ...options };
  }

  register(...processors: Processor[]): void {
    for (const processor of processors) {
      if (this.registered.has(processor.name)) {
        throw new Error(`Processor ${processor.name} registered twice`);
      }
      this.registered.set(processor.name, processor);
      if (this.started) this.launch(processor);
      else this.pending.push(processor);
    }
  }

  /** Called by the composition root once the database is migrated. */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.unsubscribe = this.store.onAppended((appended, types) => {
      for (const processor of this.running.values()) if (processor.wants(types)) processor.notify(appended);
    });
    for (const processor of this.pending.splice(0)) this.launch(processor);
  }

  /** The processors that keep a read model (rebuilt with the inline projections). */
  readModels(): Processor[] {
    return [...this.registered.values()].filter((processor) => processor.tables !== undefined && processor.tables.length > 0);
  }

  /** Resolves once every processor running here has nothing left to read (tests, benchmarks). */
  async whenIdle(): Promise<void> {
    await Promise.all([...this.running.values()].map((processor) => processor.whenIdle()));
  }

  get(name: string): RunningProcessor | undefined {
    return this.running.get(name);
  }

  async stop(): Promise<void> {
    this.unsubscribe?.();
    await Promise.all([...this.running.values()].map((p) => p.stop()));
    this.running.clear();
    this.started = false;
  }

  /**
   * Stops the processors running here (each finishes its batch and lets its lock go) while the store's contents are
   * replaced; `resume` starts them again, and each reads its checkpoint afresh.
   */
  async pause(): Promise<void> {
    if (!this.started || this.closing) return;
    // paused at once: a resume heard while the batches finish waits for them, rather than finding nothing paused
    this.paused = true;
    this.pausing = this.stop();
    await this.pausing;
  }

  async resume(): Promise<void> {
    if (!this.paused) return;
    this.paused = false;
    await this.pausing;
    if (this.paused || this.started || this.closing) return;
    // every processor again, each once (one registered while paused is among them already)
    this.pending.splice(0, this.pending.length, ...this.registered.values());
    this.start();
  }

  /** The names of every processor registered (each holds an advisory lock while it runs, on any replica). */
  names(): string[] {
    return [...this.registered.keys()];
  }

  /** Processors finish their batch while the database is still open (the pool closes at shutdown). */
  async beforeApplicationShutdown(): Promise<void> {
    this.closing = true;
    await this.stop();
  }

  /**
   * The lag of every processor this application registers, whichever replica
   * runs it (checkpoints of processors no longer registered are left out).
   */
  lag(): Promise<ProcessorLag[]> {
    return processorLag(this.dataSource, [...this.registered.keys()]);
  }

  private launch(processor: Processor): void {
    const running = new RunningProcessor(processor, this.dataSource, this.store, this.options);
    this.running.set(processor.name, running);
    running.start();
  }
}

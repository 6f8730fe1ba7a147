import { type BeforeApplicationShutdown, Inject, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SETTINGS, type Settings } from '@platform/config';
import { CLOCK, type Clock, type Environment, requestContext } from '@platform/ddd';

/**
 * A task each replica runs every so often, from the application's start to
 * its shutdown (which waits for a sweep under way): what moves things on with
 * time (due schedules, expiries, processing), where a checkpointed processor,
 * woken by events and holding a pooled connection for its lock, does not fit.
 * Sweeps must be safe to run on several replicas at once (each step decided on
 * a stream). A failed sweep is logged and the next runs as planned; a long
 * sweep looks at `stopped` to end early. What every sweep reads with, the
 * database, the clock and the settings (its interval among them), the base injects; a sweeper's constructor takes
 * only its own collaborators.
 */
export abstract class Sweeper implements OnApplicationBootstrap, BeforeApplicationShutdown {
  @InjectDataSource() protected readonly db!: DataSource;
  @Inject(CLOCK) protected readonly clock!: Clock;
  @Inject(SETTINGS) protected readonly settings!: Settings;
  protected readonly logger = new Logger(this.constructor.name);
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  protected stopped = false;

  /** One round. */
  abstract sweep(): Promise<void>;

  /** The wait before each round, in ms. */
  protected abstract intervalMs(): number;

  /**
   * Runs one step of a sweep in its own context: the events it appends are
   * recorded in the environment of what it moves on (not the default one),
   * correlated by what the step is about.
   */
  protected within<T>(environment: Environment, about: string, step: () => Promise<T>): Promise<T> {
    const id = `${this.constructor.name}:${about}`;
    return requestContext.run({ requestId: id, correlationId: id, environment }, step);
  }

  /**
   * The steps of a sweep, one after the other, each in its own context (see
   * `within`) named by `about` (its environment and id); stops early when the
   * application shuts down.
   */
  protected async stepThrough<T>(due: T[], about: (row: T) => [Environment, string], step: (row: T) => Promise<unknown>): Promise<void> {
    for (const row of due) {
      if (this.stopped) return;
      const [environment, id] = about(row);
      await this.within(environment, id, () => step(row));
    }
  }

  onApplicationBootstrap(): void {
    this.schedule();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.sweep()
        .catch((error: unknown) => this.logger.error({ err: error }, 'a sweep failed'))
        .finally(() => this.schedule());
    }, this.intervalMs());
    this.timer.unref();
  }
}

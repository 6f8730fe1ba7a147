import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Trial } from './measure';
import type { Plan, TrialMessage, TrialOutcome } from './load-worker';

/** Runs trials in the load generator's worker thread (see load-worker.ts). */
export class LoadGenerator {
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (outcome: TrialOutcome) => void; reject: (error: Error) => void }>();

  private constructor(private readonly worker: Worker) {
    worker.on('message', (outcome: TrialOutcome) => {
      this.pending.get(outcome.id)?.resolve(outcome);
      this.pending.delete(outcome.id);
    });
    worker.on('error', (error) => {
      for (const { reject } of this.pending.values()) reject(error);
      this.pending.clear();
    });
  }

  /** Needs the compiled worker next to this file (`npm run bench` builds first). */
  static start(): LoadGenerator {
    return new LoadGenerator(new Worker(join(__dirname, 'load-worker.js')));
  }

  /**
   * `connections` closed-loop connections send `plan` for `seconds`. Any
   * answer but 200 fails the run: a benchmark of errors measures nothing.
   */
  async run(plan: Plan, connections: number, seconds: number): Promise<Trial> {
    const id = this.nextId++;
    const outcome = await new Promise<TrialOutcome>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, plan, connections, seconds } satisfies TrialMessage);
    });
    if (outcome.errors > 0) {
      throw new Error(`${outcome.errors} failed request(s) out of ${outcome.ops + outcome.errors}; first: ${outcome.firstError}`);
    }
    return {
      ops: outcome.ops,
      seconds: outcome.seconds,
      opsPerSec: outcome.ops / outcome.seconds,
      latenciesMs: Array.from(outcome.latencies),
    };
  }

  async close(): Promise<void> {
    this.worker.postMessage('close');
    await new Promise((resolve) => this.worker.once('exit', resolve));
  }
}

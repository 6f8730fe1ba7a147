import { Injectable, ServiceUnavailableException } from '@nestjs/common';
import type { RequestHandler } from 'express';
import { type ErrorRenderer, sendRendered } from '@platform/http';

/** How long a request arriving while the state is replaced waits before it is answered 503. */
export const GATE_WAIT_MS = 5_000;
/** How long a replacement waits for the requests already in flight (long-lived streams never end by themselves). */
export const DRAIN_MS = 5_000;

/** Liveness, readiness and metrics are answered throughout. */
const UNGATED = /^\/(health|metrics)(\/|$)/;

/**
 * Holds requests back while this replica replaces the whole state (a
 * snapshot restored, a reset): a request arriving then waits until it is
 * done, or answers 503 in its route's own error format after GATE_WAIT_MS;
 * the replacement starts once the requests already in flight have ended (at
 * most DRAIN_MS). Together with the replacement's single transaction, no
 * request sees half a state. Written by hand: a counter and a promise, nothing
 * a library would add to.
 */
@Injectable()
export class RequestGate {
  waitMs = GATE_WAIT_MS;
  drainMs = DRAIN_MS;
  private inFlight = 0;
  private closed?: { opened: Promise<void>; open: () => void };
  private drainWaiters: Array<() => void> = [];

  middleware(renderer: ErrorRenderer): RequestHandler {
    return (req, res, next) => {
      if (UNGATED.test(req.path)) return next();
      const enter = () => {
        this.inFlight += 1;
        let left = false;
        const leave = () => {
          if (left) return;
          left = true;
          this.inFlight -= 1;
          this.drained();
        };
        res.once('finish', leave);
        res.once('close', leave);
        next();
      };
      if (!this.closed) return enter();
      void this.waitOpen(this.waitMs).then((open) => {
        if (open) return enter();
        res.setHeader('retry-after', '1');
        sendRendered(res, renderer.render(new ServiceUnavailableException('The server is replacing its state (a snapshot restore or a reset); try again shortly'), req));
      });
    };
  }

  /**
   * Runs `work` with the gate closed, once every request in flight but the
   * caller's own has ended (or DRAIN_MS passed). One at a time: a second caller
   * waits for the first.
   */
  async closedWhile<T>(work: () => Promise<T>): Promise<T> {
    while (this.closed) await this.closed.opened;
    let open!: () => void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    this.closed = { opened, open };
    try {
      await this.drain(1, this.drainMs);
      return await work();
    } finally {
      this.closed = undefined;
      open();
    }
  }

  private waitOpen(ms: number): Promise<boolean> {
    const closed = this.closed;
    if (!closed) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), ms);
      void closed.opened.then(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }

  private drain(own: number, ms: number): Promise<void> {
    if (this.inFlight <= own) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      const check = () => {
        if (this.inFlight <= own) done();
        else this.drainWaiters.push(check);
      };
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.drainWaiters.push(check);
    });
  }

  private drained(): void {
    const waiters = this.drainWaiters;
    this.drainWaiters = [];
    for (const check of waiters) check();
  }
}

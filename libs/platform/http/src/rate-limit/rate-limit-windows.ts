import type { Response } from 'express';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** A budget one request draws on: its key, its limit and its window. */
export interface Bucket {
  key: string;
  limit: number;
  windowSeconds: number;
}

export interface Drawn {
  /** Whether the budget had a request left for this one. */
  allowed: boolean;
  /** Requests left in the window, as far as this replica knows. */
  remaining: number;
  /** When the window ends (epoch seconds). */
  resetAt: number;
}

/** What this replica holds of a window: requests granted and not spent yet. */
interface Lease {
  left: number;
  /** Requests the window had granted in all (every replica's) when this lease was taken. */
  granted: number;
  resetAt: number;
}

/**
 * Fixed-window budgets in PostgreSQL (`http.rate_limit_windows`), shared by
 * every replica, on the database's clock. A replica does not ask the
 * database for each request: it takes a small share of a window (a
 * fiftieth of the limit, at least one request) and spends it in memory, so a
 * budget that many requests draw on at once is not one row they all wait on.
 * The window never grants more than its limit; what a replica holds unspent
 * when the window ends is lost, so with several replicas a budget may run out
 * up to a share per replica early. With one replica the counts are exact.
 */
@Injectable()
export class RateLimitWindows {
  private readonly leases = new Map<string, Lease>();
  private lastSweep = 0;

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Draws one request from each bucket; answers them in the order given. */
  async draw(buckets: readonly Bucket[]): Promise<Drawn[]> {
    const now = Date.now() / 1000;
    this.sweep(now);
    const needed = buckets.filter((b) => {
      const lease = this.leases.get(b.key);
      return !lease || lease.left === 0 || lease.resetAt <= now;
    });
    if (needed.length > 0) await this.lease(needed);
    return buckets.map((b) => {
      const lease = this.leases.get(b.key)!;
      if (lease.left === 0) return { allowed: false, remaining: 0, resetAt: lease.resetAt };
      lease.left -= 1;
      return { allowed: true, remaining: Math.max(0, b.limit - lease.granted + lease.left), resetAt: lease.resetAt };
    });
  }

  /** Takes a share of each bucket's window from the database (a new window where the last one ended). */
  private async lease(buckets: readonly Bucket[]): Promise<void> {
    // in key order, so that two replicas leasing the same buckets never wait on each other in a cycle
    const sorted = [...buckets].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    const rows = (await this.db.query(
      `INSERT INTO http.rate_limit_windows AS w (bucket, resets_at, granted, last_lease, window_limit)
         SELECT key, now() + make_interval(secs => seconds), least(share, lim), least(share, lim), lim
           FROM unnest($1::text[], $2::int[], $3::int[], $4::int[]) AS t(key, seconds, share, lim)
       ON CONFLICT (bucket) DO UPDATE SET
         resets_at = CASE WHEN w.resets_at <= now() THEN excluded.resets_at ELSE w.resets_at END,
         granted = CASE WHEN w.resets_at <= now() THEN excluded.granted ELSE greatest(w.granted, least(w.granted + excluded.last_lease, excluded.window_limit)) END,
         last_lease = CASE WHEN w.resets_at <= now() THEN excluded.last_lease ELSE greatest(0, least(w.granted + excluded.last_lease, excluded.window_limit) - w.granted) END,
         window_limit = excluded.window_limit
       RETURNING bucket, granted, last_lease, ceil(extract(epoch FROM resets_at))::bigint AS reset_at`,
      [sorted.map((b) => b.key), sorted.map((b) => b.windowSeconds), sorted.map((b) => share(b.limit)), sorted.map((b) => b.limit)],
    )) as Array<{ bucket: string; granted: number; last_lease: number; reset_at: string }>;
    for (const row of rows) {
      const resetAt = Number(row.reset_at);
      const held = this.leases.get(row.bucket);
      // a share taken while another request of this replica took one too: both are this replica's
      const left = Number(row.last_lease) + (held && held.resetAt === resetAt ? held.left : 0);
      this.leases.set(row.bucket, { left, granted: Number(row.granted), resetAt });
    }
  }

  /** Forgets leases of windows that ended (once a minute). */
  private sweep(now: number): void {
    if (now - this.lastSweep < 60) return;
    this.lastSweep = now;
    for (const [key, lease] of this.leases) if (lease.resetAt <= now) this.leases.delete(key);
  }
}

/** How much of a window a replica takes at a time: a fiftieth of the limit, at least one request. */
function share(limit: number): number {
  return Math.max(1, Math.floor(limit / 50));
}

/** The largest limit the counters hold (PostgreSQL integers). */
const MAX_LIMIT = 2_147_483_647;

/** A rate-limit setting (`on`, `off` or a multiplier) as a multiplier, or undefined for off. */
export function rateMultiplier(setting: string): number | undefined {
  return setting === 'off' ? undefined : setting === 'on' ? 1 : Number(setting);
}

/**
 * A budget at its limit scaled by the multiplier (anywhere from one request
 * to what a counter holds), in its window or the window the settings force.
 */
export function scaledBucket(key: string, window: { limit: number; windowSeconds: number }, multiplier: number, forcedWindowSeconds: number): Bucket {
  return {
    key,
    limit: Math.min(MAX_LIMIT, Math.max(1, Math.floor(window.limit * multiplier))),
    windowSeconds: forcedWindowSeconds || window.windowSeconds,
  };
}

/** The `<prefix>-limit`, `-remaining` and `-reset` headers of a budget as drawn. */
export function setRateHeaders(res: Response, prefix: string, { limit }: Bucket, { remaining, resetAt }: Drawn): void {
  res.setHeader(`${prefix}-limit`, String(limit));
  res.setHeader(`${prefix}-remaining`, String(remaining));
  res.setHeader(`${prefix}-reset`, String(resetAt));
}

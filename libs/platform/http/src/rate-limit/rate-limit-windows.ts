import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

export interface CountedWindow {
  /** Requests counted in the window, this one included. */
  used: number;
  /** When the window ends (epoch seconds). */
  resetAt: number;
}

/**
 * Fixed-window request counters in PostgreSQL (`http.rate_limit_windows`),
 * shared by every replica: one statement counts a request against each of
 * its buckets, opening a new window where the last one ended, on the
 * database's clock.
 */
@Injectable()
export class RateLimitWindows {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Counts one request in each bucket (key and window length); answers the windows in the order given. */
  async count(buckets: ReadonlyArray<{ key: string; windowSeconds: number }>): Promise<CountedWindow[]> {
    // in key order, so that two requests counting the same buckets never wait on each other in a cycle
    const sorted = [...buckets].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    const rows = (await this.db.query(
      `INSERT INTO http.rate_limit_windows AS w (bucket, resets_at, used)
         SELECT key, now() + make_interval(secs => seconds), 1 FROM unnest($1::text[], $2::int[]) AS t(key, seconds)
       ON CONFLICT (bucket) DO UPDATE SET
         used = CASE WHEN w.resets_at <= now() THEN 1 ELSE w.used + 1 END,
         resets_at = CASE WHEN w.resets_at <= now() THEN excluded.resets_at ELSE w.resets_at END
       RETURNING bucket, used, ceil(extract(epoch FROM resets_at))::bigint AS reset_at`,
      [sorted.map((b) => b.key), sorted.map((b) => b.windowSeconds)],
    )) as Array<{ bucket: string; used: number; reset_at: string }>;
    const byKey = new Map(rows.map((row) => [row.bucket, { used: Number(row.used), resetAt: Number(row.reset_at) }]));
    return buckets.map((b) => byKey.get(b.key)!);
  }
}

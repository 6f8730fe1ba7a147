import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Metrics } from '@platform/metrics';
import { OpenStreams } from '@platform/http';
import { poolOf } from '@platform/read-model';

/** Figures only the composition root can see: the connection pool and the open activity streams. */
@Injectable()
export class ApplicationMetrics {
  constructor(metrics: Metrics, @InjectDataSource() dataSource: DataSource, streams: OpenStreams) {
    const pool = () => poolOf(dataSource);
    metrics.gauge({
      name: 'aviary_database_pool_connections',
      help: "This replica's database connections: total open, idle, and requests waiting for one.",
      labelNames: ['state'] as const,
      collect() {
        const p = pool();
        if (!p) return;
        this.set({ state: 'total' }, p.totalCount);
        this.set({ state: 'idle' }, p.idleCount);
        this.set({ state: 'waiting' }, p.waitingCount);
      },
    });
    metrics.gauge({
      name: 'aviary_database_pool_max',
      help: 'The most connections this replica opens (DATABASE_POOL_SIZE).',
      collect() {
        const max = pool()?.options.max;
        if (max !== undefined) this.set(max);
      },
    });
    metrics.gauge({
      name: 'aviary_activity_streams_open',
      help: 'Activity streams (GET /2/activity/stream) this replica is serving.',
      collect() {
        this.set(streams.size);
      },
    });
  }
}

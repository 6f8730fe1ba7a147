import { type DynamicModule, type INestApplicationContext, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { Pool } from 'pg';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { EventStore, EventStoreModule, EventTypeRegistry, ProjectionRegistry } from '@platform/event-store';
import { dataSourceOptions } from '../apps/api/src/database/database';
import { type AppendOp, type AppendTarget, BENCH_EVENT_TYPE, BENCH_SCHEMA_VERSION, BENCH_STREAM_TYPE } from './workload';

@Module({})
class AviaryBenchModule {
  /** TypeORM configured as the server configures it, plus the event store and nothing else. */
  static forRoot(url: string, poolSize: number, extra: Record<string, unknown>): DynamicModule {
    const options = dataSourceOptions(url, poolSize) as Extract<DataSourceOptions, { type: 'postgres' }>;
    return {
      module: AviaryBenchModule,
      imports: [TypeOrmModule.forRoot({ ...options, extra: { ...options.extra, ...extra } }), EventStoreModule],
    };
  }
}

/** Appends through EventStore.append, the path every command handler takes. */
export class AviaryTarget implements AppendTarget {
  readonly name = 'aviary' as const;

  private constructor(
    private readonly app: INestApplicationContext,
    private readonly store: EventStore,
  ) {}

  static async start(url: string, poolSize: number, extra: Record<string, unknown>): Promise<AviaryTarget> {
    const app = await NestFactory.createApplicationContext(AviaryBenchModule.forRoot(url, poolSize, extra), {
      logger: ['error', 'warn'],
    });
    try {
      app.get(EventTypeRegistry).register({ type: BENCH_EVENT_TYPE, schemaVersion: BENCH_SCHEMA_VERSION });
      // The baseline cannot run projections, so none may run here either.
      if (app.get(ProjectionRegistry).forType(BENCH_EVENT_TYPE).length > 0) {
        throw new Error(`An inline projection handles ${BENCH_EVENT_TYPE}; the comparison would not be like for like`);
      }
      return new AviaryTarget(app, app.get(EventStore));
    } catch (error) {
      await app.close();
      throw error;
    }
  }

  async append(op: AppendOp): Promise<void> {
    await this.store.append({
      streamId: op.streamId,
      streamType: BENCH_STREAM_TYPE,
      events: [{ type: BENCH_EVENT_TYPE, data: op.data }],
      expectedVersion: op.expectedVersion,
      accountId: op.accountId,
      metadata: op.metadata,
    });
  }

  /** The `pg` pool under the DataSource (TypeORM's Postgres driver keeps it as `master`). */
  pgPool(): Pool {
    const pool = (this.app.get(DataSource).driver as unknown as { master?: Pool }).master;
    if (!pool || typeof pool.connect !== 'function') throw new Error('TypeORM did not expose its pg pool');
    return pool;
  }

  async close(): Promise<void> {
    await this.app.close();
  }
}

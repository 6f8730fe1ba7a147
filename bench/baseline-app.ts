import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Controller, type DynamicModule, Get, Inject, Module, NotFoundException, Param } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Pool } from 'pg';
import { keepConnectionsOpen } from './aviary-server';

/**
 * The floor for the HTTP benchmarks: a plain Nest application on express with
 * one controller reading one row by primary key from PostgreSQL through a
 * `pg` pool, and nothing else (no authentication, no envelope, no validation).
 */
const PG_POOL = Symbol('PG_POOL');

@Controller('rows')
class RowsController {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  @Get(':id')
  async get(@Param('id') id: string): Promise<unknown> {
    const { rows } = await this.pool.query('SELECT id, data FROM bench.baseline_rows WHERE id = $1', [id]);
    if (rows.length === 0) throw new NotFoundException();
    return rows[0];
  }
}

@Module({})
class BaselineModule {
  static forRoot(pool: Pool): DynamicModule {
    return { module: BaselineModule, controllers: [RowsController], providers: [{ provide: PG_POOL, useValue: pool }] };
  }
}

export interface BaselineServer {
  origin: string;
  close(): Promise<void>;
}

/**
 * Fills bench.baseline_rows with the given rows (line items as the API shows
 * them, so both sides move similar bytes) and starts the baseline app.
 */
export async function startBaselineServer(
  url: string,
  poolSize: number,
  rows: Array<{ id: string; data: unknown }>,
): Promise<BaselineServer> {
  const pool = new Pool({ connectionString: url, max: poolSize, application_name: 'aviary-bench-baseline' });
  await pool.query('CREATE SCHEMA IF NOT EXISTS bench');
  await pool.query('CREATE TABLE IF NOT EXISTS bench.baseline_rows (id text PRIMARY KEY, data jsonb NOT NULL)');
  for (const row of rows) {
    await pool.query(
      'INSERT INTO bench.baseline_rows (id, data) VALUES ($1, $2) ON CONFLICT (id) DO UPDATE SET data = EXCLUDED.data',
      [row.id, JSON.stringify(row.data)],
    );
  }
  const app = await NestFactory.create<NestExpressApplication>(BaselineModule.forRoot(pool), { logger: false });
  await app.listen(0, '127.0.0.1');
  const server = app.getHttpServer() as Server;
  keepConnectionsOpen(server);
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      await app.close();
      await pool.end();
    },
  };
}

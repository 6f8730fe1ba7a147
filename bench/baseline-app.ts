import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { ConflictException, Controller, type DynamicModule, Get, Inject, Module, NotFoundException, Param, Put, Query } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Pool } from 'pg';
import { keepConnectionsOpen } from './aviary-server';

/**
 * The floor for the HTTP benchmarks: a plain Nest application on express with
 * one controller reading one row by primary key from PostgreSQL through a
 * `pg` pool, and nothing else (no authentication, no envelope, no validation).
 * Its write does what an event-sourced change needs at the least, with raw
 * `pg`: read the stream's version, then in one transaction move the version
 * (checking it), insert the event into the event store's table and merge the
 * change into a copy of the line items read model (same columns, generated
 * columns and indexes).
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

  @Put(':id')
  async put(@Param('id') id: string, @Query('name') name: string): Promise<unknown> {
    const streamId = rawStreamId(id);
    const { rows: streams } = await this.pool.query('SELECT version FROM event_store.streams WHERE stream_id = $1', [streamId]);
    if (streams.length === 0) throw new NotFoundException();
    const version = Number(streams[0].version);
    const client = await this.pool.connect();
    try {
      await client.query('START TRANSACTION');
      const moved = await client.query(
        'UPDATE event_store.streams SET version = version + 1, updated_at = now() WHERE stream_id = $1 AND version = $2',
        [streamId, version],
      );
      if (moved.rowCount !== 1) throw new ConflictException();
      const updatedAt = new Date().toISOString();
      const changes = { name: { old: null, new: name } };
      await client.query(
        `INSERT INTO event_store.events
           (stream_id, stream_position, event_id, event_type, schema_version, data, metadata, account_id, occurred_at)
         VALUES ($1, $2, $3, 'bench.RawLineItemUpdated', 1, $4::jsonb, $5::jsonb, NULL, now())`,
        [
          streamId,
          version + 1,
          randomUUID(),
          JSON.stringify({ environment: 'production', accountId: 'bench', lineItemId: id, changes, updatedAt }),
          JSON.stringify({ environment: 'production', requestId: randomUUID() }),
        ],
      );
      const { rows } = await client.query(
        `UPDATE bench.baseline_line_items SET data = data || $3::jsonb WHERE environment = $1 AND id = $2 RETURNING data`,
        ['production', id, JSON.stringify({ name, updated_at: updatedAt })],
      );
      await client.query('COMMIT');
      return rows[0].data;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
}

const rawStreamId = (id: string) => `bench.RawLineItem-${id}`;

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
  // the write's read model: the line items table as the migrations make it (generated columns, indexes)
  await pool.query('CREATE TABLE IF NOT EXISTS bench.baseline_line_items (LIKE campaigns.line_items INCLUDING ALL)');
  for (const row of rows) {
    await pool.query(
      'INSERT INTO bench.baseline_rows (id, data) VALUES ($1, $2) ON CONFLICT (id) DO UPDATE SET data = EXCLUDED.data',
      [row.id, JSON.stringify(row.data)],
    );
    await pool.query(
      `INSERT INTO bench.baseline_line_items (environment, account_id, id, data) VALUES ('production', 'bench', $1, $2::jsonb)
       ON CONFLICT DO NOTHING`,
      [row.id, JSON.stringify(row.data)],
    );
    await pool.query(
      `INSERT INTO event_store.streams (stream_id, stream_type, version) VALUES ($1, 'bench.RawLineItem', 0) ON CONFLICT DO NOTHING`,
      [rawStreamId(row.id)],
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

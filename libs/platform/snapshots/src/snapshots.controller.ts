import { Body, Controller, Delete, Get, HttpCode, Inject, Optional, Param, Post, Res } from '@nestjs/common';
import { ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AdminOnly } from '@platform/auth';
import { ProblemError } from '@platform/http';
import { isSnapshotName } from './snapshot-format';
import { SnapshotRefusal, SnapshotStore, type SnapshotView } from './snapshot-store';
import { CreateSnapshotRequest, NAME_RULE, ResetRequest } from './snapshots.requests';

/** Seeds the demo after a reset (the composition root provides it: the demo is the app's, not the platform's). */
export const DEMO_SEEDER = Symbol('DEMO_SEEDER');
export interface DemoSeeder {
  /** Provisions the demo through the admin API; answers what it made (credentials included). */
  seed(): Promise<object>;
}

const TITLES = { 404: 'Not Found', 409: 'Conflict', 503: 'Service Unavailable' } as const;
const TYPES = { 404: 'resource-not-found', 409: 'conflict', 503: 'about:blank' } as const;

/** The refusal as the admin API's problem. */
function problem(error: unknown): unknown {
  if (!(error instanceof SnapshotRefusal)) return error;
  return new ProblemError(error.status, TYPES[error.status], TITLES[error.status], error.message, {}, error.status === 503 ? { 'retry-after': '1' } : {});
}

function checkedName(name: string): string {
  if (!isSnapshotName(name)) throw ProblemError.invalidParameter('name', name, NAME_RULE);
  return name;
}

/**
 * Snapshots of the whole state (the events and what is kept outside them):
 * taken, listed, deleted and restored by name; and a reset that empties the
 * server (seeding the demo again when asked).
 */
@ApiTags('admin')
@AdminOnly()
@Controller('admin')
export class SnapshotsController {
  constructor(
    private readonly snapshots: SnapshotStore,
    @Optional() @Inject(DEMO_SEEDER) private readonly demo?: DemoSeeder,
  ) {}

  /** Writes the whole state to a new named snapshot. */
  @Post('snapshots')
  async create(@Body() body: CreateSnapshotRequest): Promise<{ data: SnapshotView }> {
    try {
      return { data: await this.snapshots.create(body.name) };
    } catch (error) {
      throw problem(error);
    }
  }

  /** Every snapshot, oldest first. */
  @Get('snapshots')
  async list(): Promise<{ data: SnapshotView[] }> {
    return { data: await this.snapshots.list() };
  }

  /** Deletes a snapshot. */
  @Delete('snapshots/:name')
  @ApiParam({ name: 'name', type: String })
  async delete(@Param('name') name: string): Promise<{ data: { name: string; deleted: true } }> {
    if (!(await this.snapshots.delete(checkedName(name)))) throw ProblemError.resourceNotFound('snapshot', 'name', name);
    return { data: { name, deleted: true } };
  }

  /** The snapshot as the file `npm run snapshot:import` reads (gzip'd JSON lines). */
  @Get('snapshots/:name/file')
  @ApiParam({ name: 'name', type: String })
  @ApiOkResponse({ description: 'The export file', content: { 'application/gzip': { schema: { type: 'string', format: 'binary' } } } })
  async file(@Param('name') name: string, @Res() res: Response): Promise<void> {
    if (!(await this.snapshots.get(checkedName(name)))) throw ProblemError.resourceNotFound('snapshot', 'name', name);
    res.status(200).set({ 'content-type': 'application/gzip', 'content-disposition': `attachment; filename="${name}.aviary-snapshot.jsonl.gz"` });
    await this.snapshots.exportTo(name, res);
  }

  /** Puts the server back into the snapshot's state (read models rebuilt from its events); requests wait meanwhile. */
  @Post('snapshots/:name/restore')
  @HttpCode(200)
  @ApiParam({ name: 'name', type: String })
  async restore(@Param('name') name: string): Promise<{ data: SnapshotView & { restored_at: string } }> {
    checkedName(name);
    try {
      const snapshot = await this.snapshots.restore(name);
      return { data: { ...snapshot, restored_at: new Date().toISOString() } };
    } catch (error) {
      if (error instanceof SnapshotRefusal && error.status === 404) throw ProblemError.resourceNotFound('snapshot', 'name', name);
      throw problem(error);
    }
  }

  /** Empties the server (the admin token, a setting, stays valid); `{"demo": true}` seeds the demo again. */
  @Post('reset')
  @HttpCode(200)
  async reset(@Body() body: ResetRequest): Promise<{ data: { reset_at: string; demo?: object } }> {
    try {
      await this.snapshots.reset();
    } catch (error) {
      throw problem(error);
    }
    const reset_at = new Date().toISOString();
    if (!body.demo) return { data: { reset_at } };
    if (!this.demo) throw ProblemError.invalidParameter('demo', 'true', 'this server has no demo to seed');
    return { data: { reset_at, demo: await this.demo.seed() } };
  }
}

import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '@platform/auth';
import { type AppView, AppsReadModel } from '../../projections/apps.read-model';

@ApiTags('admin')
@AdminOnly()
@Controller('admin/apps')
export class ListAppsController {
  constructor(private readonly apps: AppsReadModel) {}

  /** Every registered app, secrets included. */
  @Get()
  async list(): Promise<{ data: AppView[] }> {
    return { data: await this.apps.list() };
  }
}

import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '@platform/auth';
import { notFound } from '@platform/ddd';
import { type AppView, AppsReadModel } from '../../projections/apps.read-model';

@ApiTags('admin')
@AdminOnly()
@Controller('admin/apps')
export class GetAppController {
  constructor(private readonly apps: AppsReadModel) {}

  @Get(':app_id')
  async get(@Param('app_id') appId: string): Promise<{ data: AppView }> {
    const app = await this.apps.get(appId);
    if (!app) throw notFound(`App ${appId} was not found`, 'app_id');
    return { data: app };
  }
}

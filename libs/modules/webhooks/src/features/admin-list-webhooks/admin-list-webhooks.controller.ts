import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '@platform/auth';
import { type AdminWebhookView, WebhookConfigsReadModel } from '../../projections/webhook-configs.read-model';
import { AdminListWebhooksQuery } from './admin-list-webhooks.request';

@ApiTags('admin')
@AdminOnly()
@Controller('admin/webhooks')
export class AdminListWebhooksController {
  constructor(private readonly webhooks: WebhookConfigsReadModel) {}

  /** Every app's webhooks (not deleted), with whether each is valid and how its last CRC check was answered. */
  @Get()
  async list(@Query() query: AdminListWebhooksQuery): Promise<{ data: AdminWebhookView[] }> {
    return { data: await this.webhooks.adminList(query.app_id) };
  }
}

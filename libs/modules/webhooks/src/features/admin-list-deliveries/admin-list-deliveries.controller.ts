import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '@platform/auth';
import { AdminWebhook } from '../shared/admin-webhook';
import { DeliveryLog, type DeliveryView } from '../shared/delivery-log';
import { AdminListDeliveriesQuery } from './admin-list-deliveries.request';

@ApiTags('admin')
@AdminOnly()
@Controller('admin/webhooks/:webhook_id/deliveries')
export class AdminListDeliveriesController {
  constructor(
    private readonly webhooks: AdminWebhook,
    private readonly deliveries: DeliveryLog,
  ) {}

  /** The webhook's deliveries, newest first, each with its attempts: the request sent (signature header, body) and the receiver's answer. */
  @Get()
  async list(@Param('webhook_id') webhookId: string, @Query() query: AdminListDeliveriesQuery): Promise<{ data: DeliveryView[] }> {
    await this.webhooks.of(webhookId);
    return { data: await this.deliveries.list(webhookId, { limit: query.count ?? 50, status: query.status }) };
  }
}

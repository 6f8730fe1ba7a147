import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '@platform/auth';
import { type AdminActivitySubscriptionView, ActivitySubscriptionsReadModel } from '../../projections/activity-subscriptions.read-model';
import { AdminListActivitySubscriptionsQuery } from './admin-list-activity-subscriptions.request';

@ApiTags('admin')
@AdminOnly()
@Controller('admin/activity/subscriptions')
export class AdminListActivitySubscriptionsController {
  constructor(private readonly subscriptions: ActivitySubscriptionsReadModel) {}

  /** Activity subscriptions of every app, newest first, with their event type, filter, tag and webhook. */
  @Get()
  async list(@Query() query: AdminListActivitySubscriptionsQuery): Promise<{ data: AdminActivitySubscriptionView[] }> {
    return { data: await this.subscriptions.adminList({ appId: query.app_id, webhookId: query.webhook_id, limit: query.count }) };
  }
}

import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Authenticated, CallingApp } from '@platform/auth';
import { decodePaginationToken, encodePaginationToken } from '@platform/http';
import { type ActivitySubscriptionView, ActivitySubscriptionsReadModel } from '../../projections/activity-subscriptions.read-model';
import { ListActivitySubscriptionsQuery } from './list-activity-subscriptions.request';

interface ListResponse {
  data: ActivitySubscriptionView[];
  meta: { result_count: number; total_subscriptions: number; next_token?: string };
}

@ApiTags('activity')
@Controller('2/activity/subscriptions')
export class ListActivitySubscriptionsController {
  constructor(private readonly subscriptions: ActivitySubscriptionsReadModel) {}

  /**
   * The calling app's subscriptions, oldest first, `max_results` (1–1000, default 100) at a time;
   * with the app's bearer token, OAuth 1.0a, or an OAuth 2.0 user token granted `tweet.read` and
   * `like.read`, as the OpenAPI document's `getActivitySubscriptions` allows.
   */
  @Get()
  @Authenticated(['bearer', 'oauth1', 'oauth2user'], { scopes: ['like.read', 'tweet.read'] })
  async list(@CallingApp() appId: string, @Query() query: ListActivitySubscriptionsQuery): Promise<ListResponse> {
    const limit = query.max_results;
    const afterId = decodePaginationToken(query.pagination_token);
    const rows = await this.subscriptions.page(appId, limit + 1, afterId);
    const data = rows.slice(0, limit);
    const total = await this.subscriptions.countForApp(appId);
    const meta: ListResponse['meta'] = { result_count: data.length, total_subscriptions: total };
    if (rows.length > limit) meta.next_token = encodePaginationToken(data[data.length - 1].subscription_id);
    // an empty list is `data: []` with a zero count, as the docs' examples show it
    return { data, meta };
  }
}


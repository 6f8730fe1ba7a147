import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';
import { NUMERIC_ID } from '@platform/ddd';
import { AdminListRequest, Omittable } from '@platform/http';

/** `GET /admin/activity/subscriptions`: every app's subscriptions, or one app's or one webhook's. */
export class AdminListActivitySubscriptionsQuery extends AdminListRequest {
  @ApiPropertyOptional({ description: "Only this app's subscriptions", pattern: '^[0-9]{1,19}$' })
  @Omittable()
  @IsString({ message: 'app_id must be a string' })
  @Matches(NUMERIC_ID, { message: 'app_id must be a numeric id' })
  app_id?: string;

  @ApiPropertyOptional({ description: 'Only the subscriptions delivered to this webhook', pattern: '^[0-9]{1,19}$' })
  @Omittable()
  @IsString({ message: 'webhook_id must be a string' })
  @Matches(NUMERIC_ID, { message: 'webhook_id must be a numeric id' })
  webhook_id?: string;
}

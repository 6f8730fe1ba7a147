import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';
import { NUMERIC_ID } from '@platform/ddd';
import { Omittable } from '@platform/http';

const COUNT = { message: 'count must be an integer between 1 and 1000' };

/** `GET /admin/activity/subscriptions`: every app's subscriptions, or one app's or one webhook's. */
export class AdminListActivitySubscriptionsQuery {
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

  @ApiPropertyOptional({ minimum: 1, maximum: 1000, default: 100 })
  @Omittable()
  @IsString(COUNT)
  @Matches(/^(?:[1-9][0-9]{0,2}|1000)$/, COUNT)
  count?: string;
}

import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';
import { NUMERIC_ID } from '@platform/ddd';
import { Omittable } from '@platform/http';

/** `GET /admin/webhooks`: every app's webhooks, or one app's. */
export class AdminListWebhooksQuery {
  @ApiPropertyOptional({ description: "Only this app's webhooks", pattern: '^[0-9]{1,19}$' })
  @Omittable()
  @IsString({ message: 'app_id must be a string' })
  @Matches(NUMERIC_ID, { message: 'app_id must be a numeric id' })
  app_id?: string;
}

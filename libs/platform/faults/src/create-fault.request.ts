import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNumber, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { ForbidUnknownMembers, Omittable, WholeNumber } from '@platform/http';

export const FAULT_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD'] as const;

/** `POST /admin/faults`: a rule for requests (`path`, `status` and/or `delay_ms`) or for webhook deliveries (`action`). */
@ForbidUnknownMembers()
export class CreateFaultRequest {
  @ApiPropertyOptional({ enum: ['request', 'webhook_delivery'], default: 'request', description: 'What the rule faults: answers to requests, or outgoing webhook deliveries' })
  @Omittable()
  @IsIn(['request', 'webhook_delivery'], { message: 'target must be request or webhook_delivery' })
  target?: 'request' | 'webhook_delivery';

  @ApiPropertyOptional({ enum: FAULT_METHODS, description: 'Requests: only this method (any when left out)' })
  @Omittable()
  @IsIn(FAULT_METHODS, { message: `method must be one of ${FAULT_METHODS.join(', ')}` })
  method?: string;

  @ApiPropertyOptional({ example: '/12/accounts/*/campaigns', description: 'Requests: the path, `*` one segment, `**` any number of segments', maxLength: 500 })
  @Omittable()
  @IsString({ message: 'path must be a string' })
  @MaxLength(500, { message: 'path must be at most 500 characters' })
  path?: string;

  @ApiPropertyOptional({ description: 'Only requests authenticated for this app, or deliveries to its webhooks' })
  @Omittable()
  @IsString({ message: 'app_id must be a string' })
  @Matches(/^[A-Za-z0-9_-]{1,64}$/, { message: 'app_id must be an app id' })
  app_id?: string;

  @ApiPropertyOptional({ description: 'Webhook deliveries: only those to this webhook' })
  @Omittable()
  @IsString({ message: 'webhook_id must be a string' })
  @Matches(/^\d{1,19}$/, { message: 'webhook_id must be a webhook id (digits)' })
  webhook_id?: string;

  @ApiPropertyOptional({ minimum: 400, maximum: 599, description: 'Requests: the error status answered (429 with rate-limit headers)' })
  @Omittable()
  @WholeNumber(400, 599, 'status must be an error status, 400 to 599')
  status?: number;

  @ApiPropertyOptional({ minimum: 0, maximum: 60000, description: 'Requests: how long the answer waits (the real answer when no status is given)' })
  @Omittable()
  @WholeNumber(0, 60000, 'delay_ms must be a whole number of milliseconds, 0 to 60000')
  delay_ms?: number;

  @ApiPropertyOptional({ enum: ['timeout', 'duplicate'], description: 'Webhook deliveries: the attempt times out, or is sent twice' })
  @Omittable()
  @IsIn(['timeout', 'duplicate'], { message: 'action must be timeout or duplicate' })
  action?: 'timeout' | 'duplicate';

  @ApiPropertyOptional({ minimum: 0, maximum: 1, description: 'The share of matching requests or deliveries faulted (instead of count)' })
  @Omittable()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'fraction must be a number from 0 to 1' })
  @Min(0, { message: 'fraction must be a number from 0 to 1' })
  @Max(1, { message: 'fraction must be a number from 0 to 1' })
  fraction?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: 1000000, description: 'Fault the next N matching requests or deliveries (instead of fraction)' })
  @Omittable()
  @WholeNumber(1, 1000000, 'count must be a whole number, 1 to 1000000')
  count?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: 604800, default: 3600, description: 'The rule ends this many seconds after it is made' })
  @Omittable()
  @WholeNumber(1, 604800, 'expires_in_seconds must be a whole number of seconds, 1 to 604800')
  expires_in_seconds?: number;
}

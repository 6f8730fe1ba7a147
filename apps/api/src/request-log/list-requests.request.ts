import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsString, Matches, MaxLength } from 'class-validator';
import { Omittable } from '@platform/http';

const STATUS = /^([1-5]xx|[1-5][0-9]{2})(,([1-5]xx|[1-5][0-9]{2}))*$/;
const COUNT = /^(?:[1-9][0-9]{0,3}|10000)$/;

/** `GET /admin/requests`: which of this replica's logged requests, newest first. */
export class ListRequestsQuery {
  @ApiPropertyOptional({ description: 'Status classes or statuses, comma-separated: `4xx`, `5xx`, `401`, `4xx,503`', example: '4xx' })
  @Omittable()
  @IsString({ message: 'status must be a string' })
  @Matches(STATUS, { message: 'status must be status classes (`4xx`) or statuses (`401`), comma-separated' })
  status?: string;

  @ApiPropertyOptional({ description: 'Only requests made by this app' })
  @Omittable()
  @IsString({ message: 'app_id must be a string' })
  @MaxLength(64, { message: 'app_id must be at most 64 characters long' })
  app_id?: string;

  @ApiPropertyOptional({ description: 'Only requests made in this user\'s context' })
  @Omittable()
  @IsString({ message: 'user_id must be a string' })
  @MaxLength(64, { message: 'user_id must be at most 64 characters long' })
  user_id?: string;

  @ApiPropertyOptional({ enum: ['api', 'sandbox'], description: 'Only requests to this listener' })
  @Omittable()
  @IsIn(['api', 'sandbox'], { message: 'listener must be one of api, sandbox' })
  listener?: 'api' | 'sandbox';

  @ApiPropertyOptional({ minimum: 1, maximum: 10000, default: 100, description: 'How many requests at most' })
  @Omittable()
  @IsString({ message: 'count must be an integer between 1 and 10000' })
  @Matches(COUNT, { message: 'count must be an integer between 1 and 10000' })
  count?: string;
}

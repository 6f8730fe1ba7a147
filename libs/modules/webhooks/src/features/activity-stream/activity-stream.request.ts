import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';
import { Omittable, PlatformTimeMember, ProblemError } from '@platform/http';

const BACKFILL = { message: 'The `backfill_minutes` query parameter is not between 0 and 5' };

/** `GET /2/activity/stream`: where the stream starts (a backfill, or a start time) and when it ends. */
export class ActivityStreamQuery {
  @ApiPropertyOptional({ minimum: 0, maximum: 5 })
  @Omittable()
  @IsString(BACKFILL)
  @Matches(/^0*[0-5]$/, BACKFILL)
  backfill_minutes?: string;

  @PlatformTimeMember('start_time')
  start_time?: string;

  @PlatformTimeMember('end_time')
  end_time?: string;
}

/** The window's rules: a backfill or a start time (not both), no start in the future, the end after the start. */
export function streamWindow(query: ActivityStreamQuery, now: Date): { from?: Date; to?: Date } {
  const from = query.start_time === undefined ? undefined : new Date(query.start_time);
  const to = query.end_time === undefined ? undefined : new Date(query.end_time);
  if (query.backfill_minutes !== undefined) {
    const minutes = Number(query.backfill_minutes);
    if (from) {
      throw ProblemError.invalidParameter('backfill_minutes', query.backfill_minutes, 'The `backfill_minutes` and `start_time` query parameters cannot be combined');
    }
    if (minutes > 0) return { from: new Date(now.getTime() - minutes * 60_000), to };
  }
  if (from && from.getTime() > now.getTime()) {
    throw ProblemError.invalidParameter('start_time', query.start_time!, 'The `start_time` query parameter must not be in the future');
  }
  if (from && to && to.getTime() <= from.getTime()) {
    throw ProblemError.invalidParameter('end_time', query.end_time!, 'The `end_time` query parameter must be after `start_time`');
  }
  return { from, to };
}

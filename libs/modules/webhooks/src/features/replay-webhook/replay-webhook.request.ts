import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsString, Matches } from 'class-validator';
import { NUMERIC_ID } from '@platform/ddd';
import { invalidField } from '../request-body';

/** A UTC minute written yyyymmddhhmm. */
export const YYYYMMDDHHMM = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})$/;
const DAY_MS = 24 * 3_600_000;
const yyyymmddhhmm = (field: string) => ({ message: `The \`${field}\` field value is not a UTC time in yyyymmddhhmm format` });
const numericId = { message: 'The `webhook_id` field value does not match ^[0-9]{1,19}$' };

/** `POST /2/webhooks/replay`: a webhook of the app and a window of whole minutes (UTC). */
export class ReplayWebhookRequest {
  @ApiProperty()
  @IsDefined({ message: 'The `webhook_id` field is required' })
  @IsString(numericId)
  @Matches(NUMERIC_ID, numericId)
  webhook_id: string;

  @ApiProperty({ example: '202611210900' })
  @IsDefined({ message: 'The `from_date` field is required' })
  @IsString(yyyymmddhhmm('from_date'))
  @Matches(YYYYMMDDHHMM, yyyymmddhhmm('from_date'))
  from_date: string;

  @ApiProperty({ example: '202611210910' })
  @IsDefined({ message: 'The `to_date` field is required' })
  @IsString(yyyymmddhhmm('to_date'))
  @Matches(YYYYMMDDHHMM, yyyymmddhhmm('to_date'))
  to_date: string;
}

export interface ReplayWindow {
  webhookId: string;
  from: Date;
  /** Exclusive: the minute after `to_date`. */
  to: Date;
}

/** The minute a well-formed yyyymmddhhmm names, if it is a real one (no 13th month). */
function minute(parameter: string, raw: string): Date {
  const [, y, mo, d, h, mi] = YYYYMMDDHHMM.exec(raw)!;
  const time = new Date(Date.UTC(+y, +mo - 1, +d, +h, +mi));
  const exact =
    time.getUTCFullYear() === +y && time.getUTCMonth() === +mo - 1 && time.getUTCDate() === +d && time.getUTCHours() === +h && time.getUTCMinutes() === +mi;
  if (!exact) throw invalidField(parameter, raw, yyyymmddhhmm(parameter).message);
  return time;
}

/** The window's rules: within the last 24 hours, not in the future, `to_date` not before `from_date`. */
export function replayWindow(body: ReplayWebhookRequest, now: Date): ReplayWindow {
  const from = minute('from_date', body.from_date);
  const toMinute = minute('to_date', body.to_date);
  const earliest = Math.floor((now.getTime() - DAY_MS) / 60_000) * 60_000;
  if (from.getTime() < earliest) throw invalidField('from_date', body.from_date, 'The `from_date` field must be within the last 24 hours');
  if (toMinute.getTime() > now.getTime()) throw invalidField('to_date', body.to_date, 'The `to_date` field must not be in the future');
  if (toMinute.getTime() < from.getTime()) throw invalidField('to_date', body.to_date, 'The `to_date` field must not be before `from_date`');
  return { webhookId: body.webhook_id, from, to: new Date(toMinute.getTime() + 60_000) };
}

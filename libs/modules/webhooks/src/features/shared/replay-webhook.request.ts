import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsString, Matches } from 'class-validator';
import { NUMERIC_ID } from '@platform/ddd';
import type { ProblemError } from '@platform/http';
import { webhookRefusal } from './webhook-problems';

/** A UTC minute written yyyymmddhhmm. */
export const YYYYMMDDHHMM = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})$/;
const DAY_MS = 24 * 3_600_000;
const numericId = { message: 'The `webhook_id` field value does not match ^[0-9]{1,19}$' };

/** `POST /2/webhooks/replay`: a webhook of the app and a window of whole minutes (UTC). */
export class ReplayWebhookRequest {
  @ApiProperty({ pattern: '^[0-9]{1,19}$' })
  @IsDefined({ message: 'The `webhook_id` field is required' })
  @IsString(numericId)
  @Matches(NUMERIC_ID, numericId)
  webhook_id: string;

  @ApiProperty({ example: '202611210900', pattern: '^[0-9]{12}$', description: 'The first minute replayed (inclusive), UTC, yyyymmddhhmm.' })
  @IsDefined({ message: 'The `from_date` field is required' })
  from_date: string;

  @ApiProperty({ example: '202611210910', pattern: '^[0-9]{12}$', description: 'The last minute replayed (inclusive), UTC, yyyymmddhhmm.' })
  @IsDefined({ message: 'The `to_date` field is required' })
  to_date: string;
}

export interface ReplayWindow {
  from: Date;
  /** Exclusive. */
  to: Date;
}

/** A window parameter the replay docs refuse: 400 `QueryParamInvalid` naming it. */
const queryParamInvalid = (parameter: string, value: unknown, why: string): ProblemError =>
  webhookRefusal('QueryParamInvalid', `The \`${parameter}\` ${why}`, { name: parameter, value: typeof value === 'string' ? value : JSON.stringify(value ?? null) });

/** The minute a yyyymmddhhmm names, if it is well formed and a real one (no 13th month). */
function minute(parameter: string, raw: unknown): Date {
  const parts = typeof raw === 'string' ? YYYYMMDDHHMM.exec(raw) : null;
  const notAMinute = () => queryParamInvalid(parameter, raw, 'value is not a UTC time in yyyymmddhhmm format');
  if (!parts) throw notAMinute();
  const [, y, mo, d, h, mi] = parts;
  const time = new Date(Date.UTC(+y, +mo - 1, +d, +h, +mi));
  const exact =
    time.getUTCFullYear() === +y && time.getUTCMonth() === +mo - 1 && time.getUTCDate() === +d && time.getUTCHours() === +h && time.getUTCMinutes() === +mi;
  if (!exact) throw notAMinute();
  return time;
}

/**
 * The window's rules, as the Account Activity quickstart's replay section
 * lists them (each refusal `QueryParamInvalid`): both well formed, `from_date`
 * within the last 24 hours and not in the future, `to_date` not in the
 * future, `from_date` not after `to_date`. `to_date` names the last minute
 * replayed (`inclusive`, as `POST /2/webhooks/replay` takes it) or the first
 * minute not replayed (as the Account Activity replay endpoint takes it).
 */
export function replayWindow(query: { from_date: unknown; to_date: unknown }, now: Date, toDate: 'inclusive' | 'exclusive'): ReplayWindow {
  const from = minute('from_date', query.from_date);
  const to = minute('to_date', query.to_date);
  const earliest = Math.floor((now.getTime() - DAY_MS) / 60_000) * 60_000;
  if (from.getTime() < earliest) throw queryParamInvalid('from_date', query.from_date, 'must be within the last 24 hours');
  if (from.getTime() > now.getTime()) throw queryParamInvalid('from_date', query.from_date, 'must not be in the future');
  if (to.getTime() > now.getTime()) throw queryParamInvalid('to_date', query.to_date, 'must not be in the future');
  if (from.getTime() > to.getTime()) throw queryParamInvalid('from_date', query.from_date, 'must not be after `to_date`');
  return { from, to: toDate === 'inclusive' ? new Date(to.getTime() + 60_000) : to };
}

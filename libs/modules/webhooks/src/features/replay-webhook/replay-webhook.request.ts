import { invalidField, objectBody, webhookIdField } from '../request-body';

const DATE = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})$/;
const DAY_MS = 24 * 3_600_000;

export interface ReplayWindow {
  webhookId: string;
  from: Date;
  /** Exclusive: the minute after `to_date`. */
  to: Date;
}

function minute(parameter: string, raw: unknown): Date {
  const match = typeof raw === 'string' ? DATE.exec(raw) : null;
  const [, y, mo, d, h, mi] = match ?? [];
  const time = match ? new Date(Date.UTC(+y, +mo - 1, +d, +h, +mi)) : undefined;
  const exact =
    time && time.getUTCFullYear() === +y && time.getUTCMonth() === +mo - 1 && time.getUTCDate() === +d && time.getUTCHours() === +h && time.getUTCMinutes() === +mi;
  if (!exact) throw invalidField(parameter, raw, `The \`${parameter}\` field value [${String(raw)}] is not a UTC time in yyyymmddhhmm format`);
  return time!;
}

/** `{webhook_id, from_date, to_date}`: a window of whole minutes within the last 24 hours. */
export function parseReplayRequest(raw: unknown, now: Date): ReplayWindow {
  const body = objectBody(raw);
  for (const field of ['webhook_id', 'from_date', 'to_date']) {
    if (body[field] === undefined) throw invalidField(field, undefined, `The \`${field}\` field is required`);
  }
  const webhookId = webhookIdField(body.webhook_id);
  const from = minute('from_date', body.from_date);
  const toMinute = minute('to_date', body.to_date);
  const earliest = Math.floor((now.getTime() - DAY_MS) / 60_000) * 60_000;
  if (from.getTime() < earliest) throw invalidField('from_date', body.from_date, 'The `from_date` field must be within the last 24 hours');
  if (toMinute.getTime() > now.getTime()) throw invalidField('to_date', body.to_date, 'The `to_date` field must not be in the future');
  if (toMinute.getTime() < from.getTime()) throw invalidField('to_date', body.to_date, 'The `to_date` field must not be before `from_date`');
  return { webhookId, from, to: new Date(toMinute.getTime() + 60_000) };
}

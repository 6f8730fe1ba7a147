import { ValidateBy } from 'class-validator';
import { CountParam, EnumParam, MESSAGES, StringParam, TimeParam } from '@platform/http';
import { HISTORY_ENTITY_TYPE_ALIASES, HISTORY_ENTITY_TYPES, type HistoryEntityType } from './account-history';

/**
 * An ISO 8601 time as an instant. A time without a zone designator is read as
 * UTC (the API writes every time in UTC), not in the server's local zone.
 */
export function parseHistoryTime(value: string): Date {
  const zoned = /T.*(Z|[+-]\d{2}:?\d{2})$/i.test(value) || !value.includes('T') ? value : `${value}Z`;
  return new Date(zoned);
}

/**
 * The API asks for start_time and end_time "expressed in whole hours": the
 * instant must fall on a whole UTC hour (minutes, seconds and fractions zero).
 * A value that is no time at all is left to TimeParam's message.
 */
function WholeHour() {
  return ValidateBy({
    name: 'isWholeHour',
    validator: {
      validate: (value: unknown) => {
        if (typeof value !== 'string') return true;
        const time = parseHistoryTime(value).getTime();
        return Number.isNaN(time) || time % 3_600_000 === 0;
      },
      defaultMessage: (args) => MESSAGES.expected('time in whole hours', args!.property, args!.value),
    },
  });
}

export class GetAccountHistoryRequest {
  /** The SDKs' brand-word names are taken too (`PROMOTED_TWEET`) and answered with the neutral one. */
  @EnumParam(HISTORY_ENTITY_TYPES, { required: true, aliases: HISTORY_ENTITY_TYPE_ALIASES })
  entity_type: HistoryEntityType;

  @StringParam({ required: true, minLength: 1, maxLength: 255 })
  entity_id: string;

  @TimeParam({ required: true })
  @WholeHour()
  start_time: string;

  @TimeParam({ required: true })
  @WholeHour()
  end_time: string;

  @CountParam(1, 1000)
  count: number = 200;

  @StringParam({ minLength: 1 })
  cursor?: string;

  /** Only changes made by this user (a numeric user id). */
  @StringParam({ pattern: /^\d{1,19}$/, patternMessage: (p, v) => MESSAGES.expected('long', p, v) })
  user_id?: string;
}

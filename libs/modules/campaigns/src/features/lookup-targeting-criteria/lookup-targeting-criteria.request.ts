import { CountParam, CsvParam, EnumParam, MESSAGES, StringParam, TimeParam } from '@platform/http';
import { OS_TYPES } from '../../domain/account-app';
import { CONVERSATION_TYPES, EVENT_TYPES, LOCATION_TYPES } from '../../domain/reference/targeting-catalogue';
import { ReferenceListRequest } from '../shared/reference-list';

const COUNTRY_CODE = { pattern: /^[A-Za-z]{2}$/, patternMessage: (p: string, v: unknown) => MESSAGES.expected('a two-letter ISO 3166-1 country code', p, v) };

/** What every targeting lookup takes: `q` (part of the name, any case), `count`, `cursor`. */
export class TargetingLookupRequest extends ReferenceListRequest {
  @StringParam({ maxLength: 255 })
  q?: string;
}

export class LocationsLookupRequest extends TargetingLookupRequest {
  @EnumParam(LOCATION_TYPES, { caseInsensitive: true })
  location_type?: string;

  @StringParam(COUNTRY_CODE)
  country_code?: string;
}

/** Network operators are of one country: the United States unless another is asked for. */
export class NetworkOperatorsLookupRequest extends TargetingLookupRequest {
  @StringParam(COUNTRY_CODE)
  country_code: string = 'US';
}

/** Platforms: `lang` adds each platform's name in that language as `localized_name`. */
export class PlatformsLookupRequest extends TargetingLookupRequest {
  @StringParam({ pattern: /^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})?$/, patternMessage: (p, v) => MESSAGES.expected('an ISO 639-1 language code', p, v) })
  lang?: string;
}

/** App store categories: optionally of one store. */
export class OsTypeLookupRequest extends TargetingLookupRequest {
  @EnumParam(OS_TYPES, { caseInsensitive: true })
  os_type?: string;
}

export class ConversationsLookupRequest extends TargetingLookupRequest {
  @EnumParam(CONVERSATION_TYPES, { caseInsensitive: true })
  conversation_type?: string;
}

export class EventsLookupRequest extends TargetingLookupRequest {
  @CsvParam({ max: EVENT_TYPES.length, values: EVENT_TYPES })
  event_types?: string[];

  @CsvParam({ max: 200, pattern: /^[A-Za-z]{2}$/ })
  country_codes?: string[];

  /** Events still going on at or after this time (default: now). */
  @TimeParam()
  start_time?: string;

  /** Events starting before this time. */
  @TimeParam()
  end_time?: string;
}

/** TV shows of one market (`locale`, as tv_markets lists them), up to 50 a page. */
export class TvShowsLookupRequest {
  @StringParam({ required: true, pattern: /^[A-Za-z]{2}-[A-Za-z]{2}$/, patternMessage: (p, v) => MESSAGES.expected('a TV market locale such as en-US', p, v) })
  locale: string;

  @CountParam(1, 50)
  count: number = 50;

  @StringParam({ minLength: 1 })
  cursor?: string;

  @StringParam({ maxLength: 255 })
  q?: string;
}

import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { UserContext } from '@platform/auth';
import { AdsError, AdsParams, AdsResponse, adsPaths } from '@platform/http';
import {
  APP_STORE_CATEGORIES,
  type CatalogueEntry,
  CONVERSATIONS,
  DEVICES,
  EVENTS,
  INTERESTS,
  LANGUAGES,
  LOCATIONS,
  lookup,
  NETWORK_OPERATORS,
  PLATFORM_VERSIONS,
  PLATFORMS,
  TV_MARKETS,
  TV_SHOWS,
} from '../../domain/reference/targeting-catalogue';
import { pageOfList } from '../shared/reference-list';
import {
  ConversationsLookupRequest,
  EventsLookupRequest,
  LocationsLookupRequest,
  NetworkOperatorsLookupRequest,
  OsTypeLookupRequest,
  PlatformsLookupRequest,
  TargetingLookupRequest,
  TvShowsLookupRequest,
} from './lookup-targeting-criteria.request';

const page = (entries: readonly CatalogueEntry[], p: TargetingLookupRequest, scope: string) =>
  AdsResponse.page(pageOfList(entries, p.count, p.cursor, `targeting_criteria/${scope}`));

/**
 * The targeting lookups: the values a targeting criterion of each type may
 * name, searched with `q` and the type's own filters, paged with `count` and
 * `cursor`. Criteria of these types must name a value listed here.
 */
@ApiTags('ads: targeting')
@Controller(adsPaths('targeting_criteria'))
export class LookupTargetingCriteriaController {
  @Get('locations')
  @UserContext()
  locations(@AdsParams(LocationsLookupRequest) p: LocationsLookupRequest) {
    return page(lookup(LOCATIONS, p.q, { location_type: p.location_type, country_code: p.country_code }), p, 'locations');
  }

  @Get('languages')
  @UserContext()
  languages(@AdsParams(TargetingLookupRequest) p: TargetingLookupRequest) {
    return page(lookup(LANGUAGES, p.q), p, 'languages');
  }

  @Get('platforms')
  @UserContext()
  platforms(@AdsParams(PlatformsLookupRequest) p: PlatformsLookupRequest) {
    // aviary names platforms in one language: asked for a language, it answers that name as the localized one
    const platforms = p.lang ? lookup(PLATFORMS, p.q).map((e) => ({ ...e, localized_name: e.name })) : lookup(PLATFORMS, p.q);
    return page(platforms, p, 'platforms');
  }

  @Get('platform_versions')
  @UserContext()
  platformVersions(@AdsParams(TargetingLookupRequest) p: TargetingLookupRequest) {
    return page(lookup(PLATFORM_VERSIONS, p.q), p, 'platform_versions');
  }

  @Get('devices')
  @UserContext()
  devices(@AdsParams(TargetingLookupRequest) p: TargetingLookupRequest) {
    return page(lookup(DEVICES, p.q), p, 'devices');
  }

  @Get('network_operators')
  @UserContext()
  networkOperators(@AdsParams(NetworkOperatorsLookupRequest) p: NetworkOperatorsLookupRequest) {
    return page(lookup(NETWORK_OPERATORS, p.q, { country_code: p.country_code }), p, 'network_operators');
  }

  @Get('interests')
  @UserContext()
  interests(@AdsParams(TargetingLookupRequest) p: TargetingLookupRequest) {
    return page(lookup(INTERESTS, p.q), p, 'interests');
  }

  @Get('app_store_categories')
  @UserContext()
  appStoreCategories(@AdsParams(OsTypeLookupRequest) p: OsTypeLookupRequest) {
    return page(lookup(APP_STORE_CATEGORIES, p.q, { os_type: p.os_type }), p, 'app_store_categories');
  }

  @Get('conversations')
  @UserContext()
  conversations(@AdsParams(ConversationsLookupRequest) p: ConversationsLookupRequest) {
    return page(lookup(CONVERSATIONS, p.q, { conversation_type: p.conversation_type }), p, 'conversations');
  }

  /** Events of the given types and countries (a global event is in every country) that overlap start_time (default now) to end_time. */
  @Get('events')
  @UserContext()
  events(@AdsParams(EventsLookupRequest) p: EventsLookupRequest) {
    const from = p.start_time ? Date.parse(p.start_time) : Date.now();
    const to = p.end_time ? Date.parse(p.end_time) : Infinity;
    const countries = p.country_codes?.map((c) => c.toUpperCase());
    const events = lookup(EVENTS, p.q).filter(
      (e) =>
        Date.parse(e.end_time as string) >= from &&
        Date.parse(e.start_time as string) < to &&
        (!p.event_types || p.event_types.includes(e.event_type as string)) &&
        (!countries || e.is_global === true || countries.includes(e.country_code as string)),
    );
    // an event is answered with its reach and breakdowns, without a targeting_type member
    return page(events.map(({ targeting_type: _type, ...event }) => event as CatalogueEntry), p, 'events');
  }

  /** The TV markets, each with the locale tv_shows takes: one fixed list, not paged. */
  @Get('tv_markets')
  @UserContext()
  tvMarkets() {
    return AdsResponse.of(TV_MARKETS);
  }

  /** The TV shows airing in a market, searched with `q`; a locale that is no market's is refused. */
  @Get('tv_shows')
  @UserContext()
  tvShows(@AdsParams(TvShowsLookupRequest) p: TvShowsLookupRequest) {
    const [language, country] = p.locale.split('-').map((part) => part.toLowerCase());
    if (!TV_MARKETS.some((m) => m.locale.toLowerCase() === `${language}-${country}`)) {
      throw new AdsError(400, 'INVALID_PARAMETER', `Expected a TV market locale (GET targeting_criteria/tv_markets lists them), got "${p.locale}" for locale`, 'locale');
    }
    const needle = p.q?.trim().toLowerCase();
    const shows = TV_SHOWS.filter(
      (s) =>
        s.locales.some((l) => l.language.toLowerCase() === language && l.country.toLowerCase() === country) &&
        (!needle || s.name.toLowerCase().includes(needle)),
    );
    return AdsResponse.page(pageOfList(shows, p.count, p.cursor, `targeting_criteria/tv_shows/${language}-${country}`));
  }
}

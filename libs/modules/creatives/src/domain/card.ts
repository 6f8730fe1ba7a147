import { type EntityView, type Environment, exclusiveParameters, invalidParameter, lifecycle, missingParameter } from '@platform/ddd';
import { type CardMedia, type CardMediaByKey, libraryMedia } from './card-media';

/**
 * Cards made of components (the cards POST and PUT): the spec's component
 * shapes and rules, each failure naming the component's index and member
 * (`components[1].destination.url`, `slides[0][1].title`), and the card type
 * the components make.
 */

export const CARD_TYPES = [
  'IMAGE_APP',
  'IMAGE_CAROUSEL_APP',
  'IMAGE_CAROUSEL_WEBSITE',
  'IMAGE_MULTI_DEST_CAROUSEL_WEBSITE',
  'IMAGE_WEBSITE',
  'MIXED_MEDIA_MULTI_DEST_CAROUSEL_WEBSITE',
  'MIXED_MEDIA_SINGLE_DEST_CAROUSEL_APP',
  'MIXED_MEDIA_SINGLE_DEST_CAROUSEL_WEBSITE',
  'VIDEO_APP',
  'VIDEO_CAROUSEL_APP',
  'VIDEO_CAROUSEL_WEBSITE',
  'VIDEO_MULTI_DEST_CAROUSEL_WEBSITE',
  'VIDEO_WEBSITE',
] as const;
export type CardType = (typeof CARD_TYPES)[number];
/** Legacy cards (the image conversation card) listed with `include_legacy_cards`. */
export const LEGACY_CARD_TYPES = ['IMAGE_CONVERSATION'] as const;

export const BUTTON_LABELS = ['BOOK', 'CONNECT', 'INSTALL', 'OPEN', 'ORDER', 'PLAY', 'SHOP'] as const;
export const MAX_CARD_NAME = 80;
export const MAX_DETAILS_TITLE = 70;
export const MIN_SWIPEABLE = 2;
export const MAX_SWIPEABLE = 6;
export const MIN_SLIDES = 2;
export const MAX_SLIDES = 6;

export interface WebsiteDestination {
  type: 'WEBSITE';
  url: string;
}
export interface AppDestination {
  type: 'APP';
  country_code: string;
  googleplay_app_id?: string;
  ios_app_store_identifier?: string;
  googleplay_deep_link?: string;
  ios_deep_link?: string;
}
export type Destination = WebsiteDestination | AppDestination;

interface MediaMetadata {
  type: CardMedia['mediaType'];
  url: string;
  width: number;
  height: number;
}
export type Component =
  | { type: 'MEDIA'; media_key: string; media_metadata?: Record<string, MediaMetadata> }
  | { type: 'SWIPEABLE_MEDIA'; media_keys: string[]; media_metadata?: Record<string, MediaMetadata> }
  | { type: 'DETAILS'; title: string; destination: WebsiteDestination }
  | { type: 'BUTTON'; label: { type: 'ENUM'; value: (typeof BUTTON_LABELS)[number] }; destination: AppDestination };

export interface CardView extends EntityView {
  name: string;
  components?: Component[];
  slides?: Component[][];
  card_uri: string;
  card_type: CardType;
}

/** What a POST or PUT gives: the JSON body's members, judged here. */
export interface CardInput {
  name?: unknown;
  components?: unknown;
  slides?: unknown;
}

interface Base {
  environment: Environment;
  accountId: string;
  id: string;
  now: string;
}
export interface CreateCard extends Base {
  type: 'CreateCard';
  input: CardInput;
  /** The media keys the components name, as the library holds them. */
  media: CardMediaByKey;
}
export interface UpdateCard extends Base {
  type: 'UpdateCard';
  input: CardInput;
  media: CardMediaByKey;
}
export interface DeleteCard extends Base {
  type: 'DeleteCard';
}

/** What every kind of card is named by (poll and conversation cards too): `card_id`, `cardId` in its events, CARD_NOT_FOUND. */
export const CARD_NAMES = { idParam: 'card_id', dataKeys: { id: 'cardId' }, notFoundCode: 'CARD_NOT_FOUND' } as const;

/** Every media key the input names (to read them from the library before deciding). */
export function mediaKeysOf(input: CardInput): string[] {
  const keys: string[] = [];
  const visit = (component: unknown) => {
    if (!isObject(component)) return;
    if (typeof component.media_key === 'string') keys.push(component.media_key);
    if (Array.isArray(component.media_keys)) keys.push(...component.media_keys.filter((k): k is string => typeof k === 'string'));
  };
  if (Array.isArray(input.components)) input.components.forEach(visit);
  if (Array.isArray(input.slides)) input.slides.forEach((slide) => (Array.isArray(slide) ? slide.forEach(visit) : undefined));
  return keys;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function judgeName(name: unknown): string {
  if (typeof name !== 'string' || name.trim() === '') throw invalidParameter('name', 'name must be a non-empty string');
  if ([...name].length > MAX_CARD_NAME) throw invalidParameter('name', `name must be at most ${MAX_CARD_NAME} characters`);
  return name;
}

/** A string member of an object (required unless `optional`), named by its path. */
function stringMember(object: Record<string, unknown>, member: string, path: string, optional = false): string | undefined {
  const value = object[member];
  if (value === undefined || value === null) {
    if (optional) return undefined;
    throw missingParameter(`${path}.${member}`);
  }
  if (typeof value !== 'string' || value.trim() === '') throw invalidParameter(`${path}.${member}`, `${path}.${member} must be a non-empty string`);
  return value;
}

/**
 * Members a card answer shows that a client may send back as it read them (the
 * python ads SDK's `Card.save()` puts the components it loaded in a PUT): taken
 * and ignored, since the server derives them again.
 */
const DERIVED_MEMBERS = ['media_metadata'];

function refuseUnknown(object: Record<string, unknown>, known: readonly string[], path: string): void {
  const unknown = Object.keys(object).find((key) => !known.includes(key));
  if (unknown !== undefined) throw invalidParameter(`${path}.${unknown}`, `${path}.${unknown} is not a member of this component`);
}

function judgeUrl(url: string, path: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw invalidParameter(path, `${path} must be an absolute http(s) URL`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw invalidParameter(path, `${path} must be an absolute http(s) URL`);
  return url;
}

function judgeDestination(value: unknown, path: string, expected: Destination['type']): Destination {
  if (!isObject(value)) throw missingParameter(path);
  const type = value.type;
  if (type !== 'WEBSITE' && type !== 'APP') throw invalidParameter(`${path}.type`, `${path}.type must be WEBSITE or APP`);
  if (type !== expected) {
    throw invalidParameter(`${path}.type`, expected === 'WEBSITE' ? `${path}: app destinations go with BUTTON components only` : `${path}: website destinations go with DETAILS components only`);
  }
  if (type === 'WEBSITE') {
    refuseUnknown(value, ['type', 'url'], path);
    return { type, url: judgeUrl(stringMember(value, 'url', path)!, `${path}.url`) };
  }
  refuseUnknown(value, ['type', 'country_code', 'googleplay_app_id', 'ios_app_store_identifier', 'googleplay_deep_link', 'ios_deep_link'], path);
  const country = stringMember(value, 'country_code', path)!;
  if (!/^[A-Z]{2}$/.test(country)) throw invalidParameter(`${path}.country_code`, `${path}.country_code must be an ISO 3166-1 alpha-2 code such as US`);
  const googleplay = stringMember(value, 'googleplay_app_id', path, true);
  const ios = stringMember(value, 'ios_app_store_identifier', path, true);
  if (googleplay === undefined && ios === undefined) {
    throw missingParameter(`${path}.googleplay_app_id`, `${path} needs googleplay_app_id or ios_app_store_identifier (at least one)`);
  }
  const googleplayLink = stringMember(value, 'googleplay_deep_link', path, true);
  const iosLink = stringMember(value, 'ios_deep_link', path, true);
  if (googleplayLink !== undefined && googleplay === undefined) throw invalidParameter(`${path}.googleplay_deep_link`, `${path}.googleplay_deep_link goes with googleplay_app_id only`);
  if (iosLink !== undefined && ios === undefined) throw invalidParameter(`${path}.ios_deep_link`, `${path}.ios_deep_link goes with ios_app_store_identifier only`);
  return {
    type,
    country_code: country,
    ...(googleplay !== undefined ? { googleplay_app_id: googleplay } : {}),
    ...(ios !== undefined ? { ios_app_store_identifier: ios } : {}),
    ...(googleplayLink !== undefined ? { googleplay_deep_link: googleplayLink } : {}),
    ...(iosLink !== undefined ? { ios_deep_link: iosLink } : {}),
  };
}

const metadata = (media: CardMedia): MediaMetadata => ({ type: media.mediaType, url: media.url, width: media.width, height: media.height });

/** One component, judged; `media` collects the media it shows. */
function judgeComponent(value: unknown, path: string, library: CardMediaByKey, shown: CardMedia[]): Component {
  if (!isObject(value)) throw invalidParameter(path, `${path} must be an object with a type`);
  switch (value.type) {
    case 'MEDIA': {
      refuseUnknown(value, ['type', 'media_key', ...DERIVED_MEMBERS], path);
      const key = stringMember(value, 'media_key', path)!;
      const media = libraryMedia(library, key, `${path}.media_key`, ['IMAGE', 'VIDEO']);
      shown.push(media);
      return { type: 'MEDIA', media_key: key, media_metadata: { [key]: metadata(media) } };
    }
    case 'SWIPEABLE_MEDIA': {
      refuseUnknown(value, ['type', 'media_keys', ...DERIVED_MEMBERS], path);
      const keys = value.media_keys;
      if (keys === undefined || keys === null) throw missingParameter(`${path}.media_keys`);
      if (!Array.isArray(keys) || keys.length < MIN_SWIPEABLE || keys.length > MAX_SWIPEABLE || !keys.every((k) => typeof k === 'string')) {
        throw invalidParameter(`${path}.media_keys`, `${path}.media_keys must be an array of ${MIN_SWIPEABLE} to ${MAX_SWIPEABLE} media keys`);
      }
      const found = (keys as string[]).map((key, i) => libraryMedia(library, key, `${path}.media_keys[${i}]`, ['IMAGE', 'VIDEO']));
      shown.push(...found);
      return { type: 'SWIPEABLE_MEDIA', media_keys: keys as string[], media_metadata: Object.fromEntries(found.map((m) => [m.mediaKey, metadata(m)])) };
    }
    case 'DETAILS': {
      refuseUnknown(value, ['type', 'title', 'destination'], path);
      const title = stringMember(value, 'title', path)!;
      if ([...title].length > MAX_DETAILS_TITLE) throw invalidParameter(`${path}.title`, `${path}.title must be at most ${MAX_DETAILS_TITLE} characters`);
      return { type: 'DETAILS', title, destination: judgeDestination(value.destination, `${path}.destination`, 'WEBSITE') as WebsiteDestination };
    }
    case 'BUTTON': {
      refuseUnknown(value, ['type', 'label', 'destination'], path);
      const label = value.label;
      if (!isObject(label)) throw missingParameter(`${path}.label`);
      refuseUnknown(label, ['type', 'value'], `${path}.label`);
      if (label.type !== 'ENUM') throw invalidParameter(`${path}.label.type`, `${path}.label.type must be ENUM`);
      if (!BUTTON_LABELS.includes(label.value as (typeof BUTTON_LABELS)[number])) {
        throw invalidParameter(`${path}.label.value`, `${path}.label.value must be one of ${BUTTON_LABELS.join(', ')}`);
      }
      return {
        type: 'BUTTON',
        label: { type: 'ENUM', value: label.value as (typeof BUTTON_LABELS)[number] },
        destination: judgeDestination(value.destination, `${path}.destination`, 'APP') as AppDestination,
      };
    }
    default:
      throw invalidParameter(`${path}.type`, `${path}.type must be one of MEDIA, SWIPEABLE_MEDIA, DETAILS, BUTTON`);
  }
}

/** A complete card's components: one media component and either DETAILS or BUTTON. */
function judgeComponents(value: unknown, path: string, library: CardMediaByKey): { components: Component[]; shown: CardMedia[] } {
  if (!Array.isArray(value) || value.length === 0) throw invalidParameter(path, `${path} must be a non-empty array of components`);
  const shown: CardMedia[] = [];
  const components = value.map((c, i) => judgeComponent(c, `${path}[${i}]`, library, shown));
  const count = (...types: Component['type'][]) => components.filter((c) => types.includes(c.type)).length;
  if (count('MEDIA', 'SWIPEABLE_MEDIA') !== 1) throw invalidParameter(path, `${path} must have exactly one MEDIA or SWIPEABLE_MEDIA component`);
  if (count('DETAILS', 'BUTTON') !== 1) throw invalidParameter(path, `${path} must have either a DETAILS or a BUTTON component (exactly one)`);
  return { components, shown };
}

const mediaFamily = (shown: readonly CardMedia[]): 'IMAGE' | 'VIDEO' | 'MIXED_MEDIA' =>
  shown.every((m) => m.mediaType === 'IMAGE') ? 'IMAGE' : shown.every((m) => m.mediaType === 'VIDEO') ? 'VIDEO' : 'MIXED_MEDIA';

/** The card's components or slides, judged, and the card type they make. */
export function buildCard(input: CardInput, library: CardMediaByKey): Pick<CardView, 'card_type'> & { components?: Component[]; slides?: Component[][] } {
  const hasComponents = input.components !== undefined && input.components !== null;
  const hasSlides = input.slides !== undefined && input.slides !== null;
  if (hasComponents && hasSlides) throw exclusiveParameters(['components', 'slides']);
  if (!hasComponents && !hasSlides) throw missingParameter('components');
  if (hasComponents) {
    const { components, shown } = judgeComponents(input.components, 'components', library);
    const carousel = components.some((c) => c.type === 'SWIPEABLE_MEDIA');
    const destination = components.some((c) => c.type === 'BUTTON') ? 'APP' : 'WEBSITE';
    const family = mediaFamily(shown);
    const type = carousel
      ? family === 'MIXED_MEDIA'
        ? `MIXED_MEDIA_SINGLE_DEST_CAROUSEL_${destination}`
        : `${family}_CAROUSEL_${destination}`
      : `${family}_${destination}`;
    return { components, card_type: type as CardType };
  }
  const slides = input.slides;
  if (!Array.isArray(slides) || slides.length < MIN_SLIDES || slides.length > MAX_SLIDES) {
    throw invalidParameter('slides', `slides must be an array of ${MIN_SLIDES} to ${MAX_SLIDES} slides, each a complete card's components`);
  }
  const shown: CardMedia[] = [];
  const judged = slides.map((slide, i) => {
    const path = `slides[${i}]`;
    const { components, shown: media } = judgeComponents(slide, path, library);
    if (components.some((c) => c.type === 'SWIPEABLE_MEDIA')) throw invalidParameter(path, `${path}: a slide shows one MEDIA component`);
    if (components.some((c) => c.type === 'BUTTON')) throw invalidParameter(path, `${path}: multi-destination carousels take website destinations (DETAILS) only`);
    shown.push(...media);
    return components;
  });
  const family = mediaFamily(shown);
  return { slides: judged, card_type: `${family}_MULTI_DEST_CAROUSEL_WEBSITE` as CardType };
}

export const cardLifecycle = lifecycle<CardView, CreateCard, UpdateCard, DeleteCard>('creatives.Card', {
  label: 'Card',
  ...CARD_NAMES,
  create: (c) => {
    const name = judgeName(c.input.name);
    return { id: c.id, name, ...buildCard(c.input, c.media), card_uri: `card://${c.id}`, created_at: c.now, updated_at: c.now, deleted: false };
  },
  /**
   * Each member given replaces the stored one; new components or slides replace the old ones (and the
   * card type with them). `components` or `slides` given as null is not given: the python ads SDK's
   * `Card.save()` always sends `components`, null for a card of slides it loaded.
   */
  update: (current, c) => {
    const next: CardView = { ...current };
    if (c.input.name !== undefined) next.name = judgeName(c.input.name);
    if ((c.input.components !== undefined && c.input.components !== null) || (c.input.slides !== undefined && c.input.slides !== null)) {
      const built = buildCard(c.input, c.media);
      // a card switched between components and slides keeps the other member as null
      if (built.components && next.slides) next.slides = null as never;
      if (built.slides && next.components) next.components = null as never;
      Object.assign(next, built);
    }
    return next;
  },
});

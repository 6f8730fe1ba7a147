import { legacyCardUri } from './legacy-card-id';
import { type EntityView, type Environment, invalidParameter, lifecycle, missingParameter } from '@platform/ddd';
import { CARD_NAMES } from './card';
import { type CardMediaByKey, hasAspect, libraryMedia } from './card-media';
import { POLL_IMAGE_ASPECT, POLL_IMAGE_MIN_WIDTH } from './poll-card';

/**
 * Conversation cards: a video (VIDEO_CONVERSATION) or, legacy, an image
 * (IMAGE_CONVERSATION) with up to four hashtag calls to action, each with the
 * post text it makes, a title or a second call, and a thank-you text.
 */

export const MAX_CTA = 20;
export const MAX_CONVERSATION_TEXT = 23;
export const MAX_CTA_POST = 280;
/** The unlocked image of an image conversation card: width:height 5:2. */
const UNLOCKED_IMAGE_ASPECT = 5 / 2;
const CTAS = ['first', 'second', 'third', 'fourth'] as const;

/** The members a POST or PUT sets (PUT: any of them; null unsets an optional one). */
export interface ConversationCardFields {
  name?: string;
  title?: string | null;
  first_cta?: string;
  first_cta_post?: string;
  second_cta?: string | null;
  second_cta_post?: string | null;
  third_cta?: string | null;
  third_cta_post?: string | null;
  fourth_cta?: string | null;
  fourth_cta_post?: string | null;
  thank_you_text?: string;
  thank_you_url?: string | null;
  media_key?: string;
  poster_media_key?: string | null;
  unlocked_image_media_key?: string | null;
  unlocked_video_media_key?: string | null;
}

export interface ConversationCardView extends EntityView {
  name: string;
  title?: string;
  first_cta: string;
  first_cta_post: string;
  second_cta?: string;
  second_cta_post?: string;
  third_cta?: string;
  third_cta_post?: string;
  fourth_cta?: string;
  fourth_cta_post?: string;
  thank_you_text: string;
  thank_you_url?: string;
  media_key: string;
  media_url: string;
  card_uri: string;
  card_type: 'VIDEO_CONVERSATION' | 'IMAGE_CONVERSATION';
  // video conversation cards
  poster_media_key?: string;
  poster_media_url?: string | null;
  video_owner_id?: string;
  video_width?: string;
  video_height?: string;
  // image conversation cards: the image's size in pixels
  image_display_width?: string;
  image_display_height?: string;
}

/** The written-only members: kept on the stream's state, never shown. */
interface Hidden {
  unlocked_image_media_key?: string;
  unlocked_video_media_key?: string;
}

interface Base {
  environment: Environment;
  accountId: string;
  id: string;
  now: string;
}
export interface CreateConversationCard extends Base {
  type: 'CreateVideoConversationCard' | 'CreateImageConversationCard';
  fields: ConversationCardFields;
  media: CardMediaByKey;
}
export interface UpdateConversationCard extends Base {
  type: 'UpdateVideoConversationCard' | 'UpdateImageConversationCard';
  fields: ConversationCardFields;
  media: CardMediaByKey;
}
export interface DeleteConversationCard extends Base {
  type: 'DeleteVideoConversationCard' | 'DeleteImageConversationCard';
}

/** A hashtag call to action: `#word`, at most 20 characters after the `#`. */
function judgeCta(value: string, member: string): string {
  const tag = value.startsWith('#') ? value.slice(1) : value;
  if (!/^[\p{L}\p{N}_]+$/u.test(tag)) throw invalidParameter(member, `${member} must be a hashtag (letters, digits and _)`);
  if ([...tag].length > MAX_CTA) throw invalidParameter(member, `${member} must be at most ${MAX_CTA} characters, not counting #`);
  return `#${tag}`;
}

function judgeText(value: string, member: string, max: number): string {
  if (value.trim() === '') throw invalidParameter(member, `${member} must not be blank`);
  if ([...value].length > max) throw invalidParameter(member, `${member} must be at most ${max} characters`);
  return value;
}

function judgeUrl(value: string, member: string): string {
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return value;
  } catch {
    // answered below
  }
  throw invalidParameter(member, `${member} must be an absolute http(s) URL`);
}

type Kind = 'VIDEO' | 'IMAGE';

/** The card after `fields` are applied to `current` (none on create), judged as a whole. */
function build(kind: Kind, current: (ConversationCardView & Hidden) | undefined, c: CreateConversationCard | UpdateConversationCard): ConversationCardView & Hidden {
  const f = c.fields;
  const merged: Record<string, unknown> = { ...current };
  for (const [member, value] of Object.entries(f)) if (value !== undefined) merged[member] = value;
  const str = (member: string) => (typeof merged[member] === 'string' && merged[member] !== '' ? (merged[member] as string) : undefined);
  for (const member of ['name', 'first_cta', 'first_cta_post', 'thank_you_text', 'media_key']) if (!str(member)) throw missingParameter(member);
  const card: ConversationCardView & Hidden = {
    id: c.id,
    name: judgeText(str('name')!, 'name', 80),
    first_cta: judgeCta(str('first_cta')!, 'first_cta'),
    first_cta_post: judgeText(str('first_cta_post')!, 'first_cta_post', MAX_CTA_POST),
    thank_you_text: judgeText(str('thank_you_text')!, 'thank_you_text', MAX_CONVERSATION_TEXT),
    media_key: str('media_key')!,
    media_url: '',
    card_uri: legacyCardUri(c.id),
    card_type: kind === 'VIDEO' ? 'VIDEO_CONVERSATION' : 'IMAGE_CONVERSATION',
    created_at: current?.created_at ?? c.now,
    updated_at: c.now,
    deleted: false,
  };
  const title = str('title');
  if (title !== undefined) card.title = judgeText(title, 'title', MAX_CONVERSATION_TEXT);
  for (const which of CTAS.slice(1)) {
    const cta = str(`${which}_cta`);
    const post = str(`${which}_cta_post`);
    if (cta === undefined && post !== undefined) throw missingParameter(`${which}_cta`, `${which}_cta_post goes with ${which}_cta`);
    if (cta !== undefined && post === undefined) throw missingParameter(`${which}_cta_post`, `"${which}_cta_post" is required with ${which}_cta`);
    if (cta !== undefined) {
      (card as unknown as Record<string, string>)[`${which}_cta`] = judgeCta(cta, `${which}_cta`);
      (card as unknown as Record<string, string>)[`${which}_cta_post`] = judgeText(post!, `${which}_cta_post`, MAX_CTA_POST);
    }
  }
  if (card.title === undefined && card.second_cta === undefined) throw missingParameter('title', '"title" is required when there is no second_cta');
  const thankYouUrl = str('thank_you_url');
  if (thankYouUrl !== undefined) card.thank_you_url = judgeUrl(thankYouUrl, 'thank_you_url');

  if (kind === 'VIDEO') {
    const video = libraryMedia(c.media, card.media_key, 'media_key', ['VIDEO']);
    if (!hasAspect(video, 16 / 9)) throw invalidParameter('media_key', `media_key ${card.media_key} must be a 16:9 video; it is ${video.width}x${video.height}`);
    card.media_url = video.url;
    card.video_owner_id = video.ownerId;
    card.video_width = String(video.width);
    card.video_height = String(video.height);
    const posterKey = str('poster_media_key');
    if (posterKey !== undefined) {
      const poster = libraryMedia(c.media, posterKey, 'poster_media_key', ['IMAGE']);
      card.poster_media_key = posterKey;
      card.poster_media_url = poster.url;
    } else card.poster_media_url = video.posterUrl;
    const unlockedVideo = str('unlocked_video_media_key');
    if (unlockedVideo !== undefined) card.unlocked_video_media_key = libraryMedia(c.media, unlockedVideo, 'unlocked_video_media_key', ['VIDEO']).mediaKey;
  } else {
    const image = libraryMedia(c.media, card.media_key, 'media_key', ['IMAGE']);
    if (image.width < POLL_IMAGE_MIN_WIDTH || !hasAspect(image, POLL_IMAGE_ASPECT)) {
      throw invalidParameter('media_key', `media_key ${card.media_key} must be an image at least ${POLL_IMAGE_MIN_WIDTH} px wide at ${POLL_IMAGE_ASPECT}:1; it is ${image.width}x${image.height}`);
    }
    card.media_url = image.url;
    card.image_display_width = String(image.width);
    card.image_display_height = String(image.height);
  }
  const unlockedImage = str('unlocked_image_media_key');
  if (unlockedImage !== undefined) {
    const unlocked = libraryMedia(c.media, unlockedImage, 'unlocked_image_media_key', ['IMAGE']);
    // an image card's unlocked image: at least 800 px wide at 5:2 (a video card's has no such rule)
    if (kind === 'IMAGE' && (unlocked.width < POLL_IMAGE_MIN_WIDTH || !hasAspect(unlocked, UNLOCKED_IMAGE_ASPECT))) {
      throw invalidParameter(
        'unlocked_image_media_key',
        `unlocked_image_media_key ${unlockedImage} must be an image at least ${POLL_IMAGE_MIN_WIDTH} px wide at 5:2; it is ${unlocked.width}x${unlocked.height}`,
      );
    }
    card.unlocked_image_media_key = unlocked.mediaKey;
  }
  return card;
}

/** The members the API takes but never shows. */
export const CONVERSATION_WRITE_ONLY = ['unlocked_image_media_key', 'unlocked_video_media_key'] as const;

/** Every media key the fields name, with the card's current ones (to read them from the library). */
export function conversationMediaKeys(fields: ConversationCardFields, current?: Partial<ConversationCardView & Hidden>): string[] {
  const keys = [fields.media_key, fields.poster_media_key, fields.unlocked_image_media_key, fields.unlocked_video_media_key];
  if (current) keys.push(current.media_key, current.poster_media_key, current.unlocked_image_media_key, current.unlocked_video_media_key);
  return keys.filter((k): k is string => typeof k === 'string' && k !== '');
}

/** A kind of conversation card: created, updated (every member optional; judged again as a whole), deleted (`deleted` true). */
const conversationCardLifecycle = (stream: string, label: string, kind: Kind) =>
  lifecycle<ConversationCardView, CreateConversationCard, UpdateConversationCard, DeleteConversationCard>(stream, {
    label,
    ...CARD_NAMES,
    create: (c) => build(kind, undefined, c),
    update: (current, c) => build(kind, current, c),
  });

export const videoConversationCardLifecycle = conversationCardLifecycle('creatives.VideoConversationCard', 'Video conversation card', 'VIDEO');
/** Legacy image conversation cards: listed, read, created, updated and deleted, as the creatives reference shows them. */
export const imageConversationCardLifecycle = conversationCardLifecycle('creatives.ImageConversationCard', 'Image conversation card', 'IMAGE');

import { legacyCardUri } from './legacy-card-id';
import { type EntityView, type Environment, invalidParameter, lifecycle, missingParameter } from '@platform/ddd';
import { CARD_NAMES } from './card';
import { type CardMediaByKey, hasAspect, libraryMedia } from './card-media';

/** Polls with media need this account feature (beta). */
export const MEDIA_POLLS_FEATURE = 'PROMOTED_MEDIA_POLLS';
export const MIN_POLL_MINUTES = 5;
export const MAX_POLL_MINUTES = 10_080;
/** An image of a poll: at least this wide, 1.91:1. */
export const POLL_IMAGE_MIN_WIDTH = 800;
export const POLL_IMAGE_ASPECT = 1.91;

/** A poll card as the ads API shows it: numeric members as strings. */
export interface PollCardView extends EntityView {
  name: string;
  first_choice: string;
  second_choice: string;
  third_choice?: string;
  fourth_choice?: string;
  start_time: string;
  end_time: string;
  duration_in_minutes: string;
  card_uri: string;
  card_type: 'TEXT_POLLS' | 'IMAGE_POLLS' | 'VIDEO_POLLS';
  video_url?: string;
  video_hls_url?: string | null;
  video_width?: string;
  video_height?: string;
  video_poster_url?: string | null;
  video_poster_width?: string | null;
  video_poster_height?: string | null;
  content_duration_seconds?: string;
}

export interface PollCardFields {
  name: string;
  first_choice: string;
  second_choice: string;
  third_choice?: string;
  fourth_choice?: string;
  duration_in_minutes: number;
  media_key?: string;
}

interface Base {
  environment: Environment;
  accountId: string;
  id: string;
  now: string;
}
export interface CreatePollCard extends Base {
  type: 'CreatePollCard';
  fields: PollCardFields;
  /** The media key's library media, read from the library (guarded). */
  media: CardMediaByKey;
  /** The account's features (guarded). */
  featureKeys: readonly string[];
}
export interface DeletePollCard extends Base {
  type: 'DeletePollCard';
}

const addMinutes = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
const text = (value: number | null | undefined) => (value === null || value === undefined ? null : String(value));

/** The choices in order: third only with the first two, fourth only with the first three. */
function judgeChoices(f: PollCardFields): void {
  if (f.fourth_choice !== undefined && f.third_choice === undefined) throw missingParameter('third_choice');
  for (const member of ['first_choice', 'second_choice', 'third_choice', 'fourth_choice'] as const) {
    const choice = f[member];
    if (choice !== undefined && choice.trim() === '') throw invalidParameter(member, `${member} must not be blank`);
  }
}

/** The poll's media members: none for a text poll; an image 800 px wide at 1.91:1, or a video. */
function mediaOf(c: CreatePollCard): Partial<PollCardView> & Pick<PollCardView, 'card_type'> {
  const key = c.fields.media_key;
  if (key === undefined) return { card_type: 'TEXT_POLLS' };
  if (!c.featureKeys.includes(MEDIA_POLLS_FEATURE)) {
    throw invalidParameter('media_key', `Polls with media need the account feature ${MEDIA_POLLS_FEATURE}, which Account ${c.accountId} does not have`);
  }
  const media = libraryMedia(c.media, key, 'media_key', ['IMAGE', 'VIDEO']);
  if (media.mediaType === 'IMAGE') {
    if (media.width < POLL_IMAGE_MIN_WIDTH || !hasAspect(media, POLL_IMAGE_ASPECT)) {
      throw invalidParameter(
        'media_key',
        `The image of a poll must be at least ${POLL_IMAGE_MIN_WIDTH} px wide with an aspect ratio of ${POLL_IMAGE_ASPECT}:1; media_key ${key} is ${media.width}x${media.height}`,
      );
    }
    return { card_type: 'IMAGE_POLLS' };
  }
  return {
    card_type: 'VIDEO_POLLS',
    video_url: media.url,
    video_hls_url: null,
    video_width: String(media.width),
    video_height: String(media.height),
    video_poster_url: media.posterUrl,
    video_poster_width: text(media.poster?.width),
    video_poster_height: text(media.poster?.height),
    content_duration_seconds: String(Math.round((media.durationMs ?? 0) / 1000)),
  };
}

/** Poll cards: created and deleted (permanently: not even `with_deleted` finds them again); never updated. */
export const pollCardLifecycle = lifecycle<PollCardView, CreatePollCard, never, DeletePollCard>('creatives.PollCard', {
  label: 'Poll card',
  ...CARD_NAMES,
  commands: { update: undefined },
  create: (c) => {
    const f = c.fields;
    judgeChoices(f);
    const view: PollCardView = {
      id: c.id,
      name: f.name,
      first_choice: f.first_choice,
      second_choice: f.second_choice,
      ...(f.third_choice !== undefined ? { third_choice: f.third_choice } : {}),
      ...(f.fourth_choice !== undefined ? { fourth_choice: f.fourth_choice } : {}),
      start_time: c.now,
      end_time: addMinutes(c.now, f.duration_in_minutes),
      duration_in_minutes: String(f.duration_in_minutes),
      card_uri: legacyCardUri(c.id),
      ...mediaOf(c),
      created_at: c.now,
      updated_at: c.now,
      deleted: false,
    };
    return view;
  },
});

import {
  type EntityView,
  type Environment,
  invalidParameter,
  type LifecycleCommandBase,
  lifecycleDecider,
  type LifecycleDecider,
  type LifecycleEvent,
  lifecycle,
  type LifecycleState,
} from '@platform/ddd';
import { type AdsPostLookups, judgeAdsAuthor, judgeAdsContent, type PostMedia } from './post';

/**
 * Scheduled and draft posts: posts of an ad account not published yet, as
 * ads entities. A scheduled post is published at its `scheduled_at` (then a
 * real post, `scheduled_status` SUCCESS with its `post_id`); a draft stays
 * until it is deleted. Both are judged as an ads post is (the author a
 * promotable user, the card and media the account's) whenever they change.
 */

/** The members scheduled and draft posts share, as the ads API shows them. */
export interface UnpublishedPostView extends EntityView {
  id_str: string;
  name: string | null;
  text: string;
  user_id: string;
  nullcast: boolean;
  card_uri: string | null;
  media_keys: string[];
  /** Write-only (kept on the stream, never shown): what publishing and promotion need of the card and media. */
  card_type: string | null;
  media_types: Array<PostMedia['mediaType']>;
}

export const SCHEDULED_STATUSES = ['SCHEDULED', 'SUCCESS', 'DELETED'] as const;

export interface ScheduledPostView extends UnpublishedPostView {
  scheduled_at: string;
  scheduled_status: (typeof SCHEDULED_STATUSES)[number];
  completed_at: string | null;
  post_id: string | null;
}

export type DraftPostView = UnpublishedPostView;

/** Members both take from a request: the content of the post to be. */
export interface UnpublishedPostFields {
  text?: string | null;
  card_uri?: string | null;
  media_keys?: string[] | null;
  nullcast?: boolean;
  name?: string | null;
}

/** What the account says of a change (read from its streams, guarded). */
interface Judged extends AdsPostLookups {
  /** The length of the text after the change, as the platform counts it. */
  textLength: number;
  /** The authenticated user. */
  callerId: string;
  /** The account's promotable users; none when the account is gone. */
  promotableUserIds: readonly string[];
}

interface Base extends LifecycleCommandBase {
  environment: Environment;
}
export interface CreateScheduledPost extends Base, Judged {
  type: 'CreateScheduledPost';
  userId: string;
  fields: UnpublishedPostFields & { scheduled_at: string };
}
export interface UpdateScheduledPost extends Base, Judged {
  type: 'UpdateScheduledPost';
  patch: UnpublishedPostFields & { scheduled_at?: string };
}
export interface DeleteScheduledPost extends Base {
  type: 'DeleteScheduledPost';
}
/** The publisher found it due: it becomes a post with this id. */
export interface MarkScheduledPostPublished extends Base {
  type: 'MarkScheduledPostPublished';
  postId: string;
}
export interface CreateDraftPost extends Base, Judged {
  type: 'CreateDraftPost';
  userId: string;
  fields: UnpublishedPostFields;
}
export interface UpdateDraftPost extends Base, Judged {
  type: 'UpdateDraftPost';
  patch: UnpublishedPostFields;
}
export interface DeleteDraftPost extends Base {
  type: 'DeleteDraftPost';
}

/** Posts are scheduled up to a year ahead (the docs' limit). */
export const MAX_SCHEDULE_AHEAD_MS = 366 * 24 * 60 * 60 * 1000;

/** To the minute: the seconds of `scheduled_at` are ignored, as the docs say. */
export function scheduledMinute(iso: string): string {
  const d = new Date(iso);
  d.setUTCSeconds(0, 0);
  return d.toISOString().replace(/\.000Z$/, 'Z');
}

/** The content of an unpublished post after a change, judged as an ads post is. */
function judged<V extends UnpublishedPostView>(post: V, judgedBy: Judged, accountId: string): V {
  judgeAdsAuthor({ authorId: post.user_id, accountId, nullcast: post.nullcast }, judgedBy.callerId, judgedBy.promotableUserIds);
  const { card, media } = judgeAdsContent({ text: post.text, cardUri: post.card_uri, mediaKeys: post.media_keys }, judgedBy);
  return { ...post, card_type: card?.cardType ?? null, media_types: media.map((m) => m.mediaType) };
}

/** The members of a change that are set; an empty text, card or media list unsets it. */
function applied<V extends UnpublishedPostView>(post: V, fields: UnpublishedPostFields): V {
  return {
    ...post,
    ...(fields.text !== undefined ? { text: fields.text ?? '' } : {}),
    ...(fields.card_uri !== undefined ? { card_uri: fields.card_uri || null } : {}),
    ...(fields.media_keys !== undefined ? { media_keys: fields.media_keys ?? [] } : {}),
    ...(fields.nullcast !== undefined ? { nullcast: fields.nullcast } : {}),
    ...(fields.name !== undefined ? { name: fields.name || null } : {}),
  };
}

function blank(command: { id: string; now: string; userId: string }): UnpublishedPostView {
  return {
    id: command.id,
    id_str: command.id,
    name: null,
    text: '',
    user_id: command.userId,
    nullcast: true,
    card_uri: null,
    media_keys: [],
    card_type: null,
    media_types: [],
    created_at: command.now,
    updated_at: command.now,
    deleted: false,
  };
}

function judgeSchedule(scheduledAt: string, now: string): string {
  const at = Date.parse(scheduledAt);
  if (at <= Date.parse(now)) throw invalidParameter('scheduled_at', 'scheduled_at must be in the future');
  if (at - Date.parse(now) > MAX_SCHEDULE_AHEAD_MS) throw invalidParameter('scheduled_at', 'scheduled_at must be at most a year ahead');
  return scheduledMinute(scheduledAt);
}

const published = (post: ScheduledPostView, id: string, accountId: string) => {
  if (post.scheduled_status !== 'SCHEDULED') {
    throw invalidParameter('scheduled_post_id', `Scheduled post ${id} of Account ${accountId} was published already and cannot change`);
  }
};

/** The publisher published it (once): the post it became, and when. */
export const SCHEDULED_POST_PUBLISHED = 'posts.ScheduledPostPublished';
export interface ScheduledPostPublished {
  type: typeof SCHEDULED_POST_PUBLISHED;
  data: { environment: Environment; accountId: string; scheduledPostId: string; postId: string; publishedAt: string };
}

export const scheduledPostLifecycle = lifecycle<ScheduledPostView, CreateScheduledPost, UpdateScheduledPost, DeleteScheduledPost>('posts.ScheduledPost', {
  label: 'Scheduled post',
  create: (c) => {
    const post = {
      ...applied(blank(c), c.fields),
      scheduled_at: judgeSchedule(c.fields.scheduled_at, c.now),
      completed_at: null,
      post_id: null,
    };
    return judged(post as ScheduledPostView, c, c.accountId);
  },
  update: (current, c) => {
    published(current, c.id, c.accountId);
    const next = applied(current, c.patch);
    if (c.patch.scheduled_at !== undefined) next.scheduled_at = judgeSchedule(c.patch.scheduled_at, c.now);
    return judged(next, c, c.accountId);
  },
  derived: {
    // what became of it: published (it has its post), deleted, or still to come
    scheduled_status: (post) => (post.deleted ? 'DELETED' : post.post_id !== null ? 'SUCCESS' : 'SCHEDULED'),
  },
  facts: {
    [SCHEDULED_POST_PUBLISHED]: (post, data) => ({
      ...post,
      post_id: data.postId as string,
      completed_at: data.publishedAt as string,
      updated_at: data.publishedAt as string,
    }),
  },
});

/** The lifecycle's decider with publishing: once, while the post is still scheduled. */
export const scheduledPostDecider: LifecycleDecider<ScheduledPostView, CreateScheduledPost, UpdateScheduledPost, DeleteScheduledPost> = (() => {
  const lifecycle = lifecycleDecider(scheduledPostLifecycle);
  return {
    initialState: lifecycle.initialState,
    evolve: lifecycle.evolve,
    decide(command, state) {
      if ((command as LifecycleCommandBase).type !== 'MarkScheduledPostPublished') return lifecycle.decide(command, state);
      const { environment, id, now, postId } = command as unknown as MarkScheduledPostPublished;
      const post = (state as LifecycleState<ScheduledPostView>).entity;
      // published once, while still scheduled, once due
      if (!post || post.deleted || post.scheduled_status !== 'SCHEDULED' || Date.parse(post.scheduled_at) > Date.parse(now)) return [];
      const event: ScheduledPostPublished = {
        type: SCHEDULED_POST_PUBLISHED,
        data: { environment, accountId: state.accountId!, scheduledPostId: id, postId, publishedAt: now },
      };
      return [event as LifecycleEvent];
    },
  } as LifecycleDecider<ScheduledPostView, CreateScheduledPost, UpdateScheduledPost, DeleteScheduledPost>;
})();

export const draftPostLifecycle = lifecycle<DraftPostView, CreateDraftPost, UpdateDraftPost, DeleteDraftPost>('posts.DraftPost', {
  label: 'Draft post',
  create: (c) => judged(applied(blank(c), c.fields), c, c.accountId),
  update: (current, c) => judged(applied(current, c.patch), c, c.accountId),
});

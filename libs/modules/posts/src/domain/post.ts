import { conflict, type Decider, type DomainEvent, type Environment, forbidden, invalidParameter, missingParameter, notFound, streamKind } from '@platform/ddd';

/**
 * A post: made through the ads API (on behalf of a promotable user of an ad
 * account, promoted-only unless the caller posts as itself), published from a
 * scheduled post at its time, or made through the platform API (by the
 * calling user); named; deleted by its author. Its stream holds the facts;
 * the ads and platform views are built from them.
 */

/** Who may reply, in the ads API's words (`conversation_settings`); the platform's `reply_settings` map onto them. */
export const CONVERSATION_SETTINGS = ['EVERYONE', 'FOLLOWING', 'MENTIONED_USERS', 'SUBSCRIBERS', 'VERIFIED'] as const;
export type ConversationSetting = (typeof CONVERSATION_SETTINGS)[number];
/** The ads API's `conversation_settings` values (the other two come only from the platform API). */
export const ADS_CONVERSATION_SETTINGS = ['EVERYONE', 'FOLLOWING', 'MENTIONED_USERS'] as const;
export const VIDEO_CTAS = ['VISIT_SITE', 'WATCH_NOW'] as const;
export const MAX_POST_NAME = 80;
export const MAX_VIDEO_TITLE = 70;
export const MAX_VIDEO_DESCRIPTION = 200;
export const MAX_IMAGES = 4;
/** A long post: 25,000 characters as the platform counts them (URLs as 23, some characters as two). */
export const MAX_POST_LENGTH = 25_000;
/** An edit of a post is allowed within this long of the post's creation. */
export const EDIT_WINDOW_MS = 60 * 60 * 1000;
/** A post is edited at most this many times (the platform's limit: five versions). */
export const MAX_EDITS = 5;

/** A media a post shows, as the account's library (ads) or the user's uploads (platform) hold it. */
export interface PostMedia {
  mediaKey: string;
  mediaType: 'IMAGE' | 'GIF' | 'VIDEO';
}

/** The card a post names, as the account's cards hold it. */
export interface PostCard {
  cardUri: string;
  /** `IMAGE_WEBSITE`, `VIDEO_APP`, `TEXT_POLLS`, `VIDEO_CONVERSATION`, ... */
  cardType: string;
}

export interface PostVideo {
  title: string | null;
  description: string | null;
  cta: string | null;
  ctaValue: string | null;
}

/** A user the text mentions (`@handle`), as found when the post was made. */
export interface PostMention {
  userId: string;
  screenName: string;
}

export interface PostPoll {
  options: string[];
  durationMinutes: number;
}

export interface Post {
  id: string;
  authorId: string;
  text: string;
  createdAt: string;
  /** The ad account it was made through (ads and scheduled posts). */
  accountId: string | null;
  /** Made through the ads API, published from a scheduled post, or made through the platform API. */
  origin: 'ads' | 'scheduled' | 'platform';
  /** The scheduled post it was published from. */
  scheduledPostId: string | null;
  /** Promoted-only: not shown on the author's timeline. */
  nullcast: boolean;
  name: string | null;
  card: PostCard | null;
  media: PostMedia[];
  conversationSettings: ConversationSetting;
  video: PostVideo;
  /** The post this one replies to, and its author. */
  replyTo: { postId: string; authorId: string } | null;
  /** The post this one quotes. */
  quoteOf: string | null;
  poll: PostPoll | null;
  /** Members of a platform post that change nothing aviary shows by default (`community_id`, `paid_partnership`, ...), as given. */
  platformOptions: Record<string, unknown>;
  /** The post this one edits. */
  editOf: string | null;
  /** Every version of the post, oldest first, this one last. */
  editHistory: string[];
  /** The users its text mentions who were found when it was made (absent on posts made before mentions were kept). */
  mentions?: PostMention[];
  deleted: boolean;
}

export interface PostState {
  post?: Post;
}

export type PostCreated = DomainEvent<'posts.PostCreated', { environment: Environment; post: Post }>;
export type PostRenamed = DomainEvent<'posts.PostRenamed', { environment: Environment; postId: string; authorId: string; name: string | null; old: string | null; renamedAt: string }>;
export type PostDeleted = DomainEvent<'posts.PostDeleted', { environment: Environment; postId: string; authorId: string; deletedAt: string }>;
export type PostEvent = PostCreated | PostRenamed | PostDeleted;

/** What a new post carries, as given. */
export interface PostInput {
  authorId: string;
  text: string | null;
  accountId: string | null;
  nullcast: boolean;
  name: string | null;
  cardUri: string | null;
  mediaKeys: string[];
  conversationSettings: ConversationSetting;
  video: PostVideo;
  replyTo: string | null;
  quoteOf: string | null;
  poll: PostPoll | null;
  platformOptions?: Record<string, unknown>;
  editOf: string | null;
}

interface Base {
  environment: Environment;
  postId: string;
  now: string;
}
/** What is read from the command's text where the command is built: its length as the platform counts it, and the users it mentions. */
interface Measured {
  textLength: number;
  mentions?: readonly PostMention[];
}
/** A post through the ads API: judged against the account it is made through. */
export interface CreateAdsPost extends Base, Measured, AdsPostLookups {
  type: 'CreateAdsPost';
  input: PostInput & { accountId: string };
  /** The authenticated user (nullcast false only when posting as itself). */
  callerId: string;
  /** The account's promotable users (read from the account, guarded); none when there is no such account. */
  promotableUserIds: readonly string[];
}
/** A post through the platform API, by the calling user. */
export interface CreatePlatformPost extends Base, Measured {
  type: 'CreatePlatformPost';
  input: PostInput & { accountId: null };
  /** The media the post names (by key), as the user's finished uploads hold them. */
  media: Readonly<Record<string, PostMedia | undefined>>;
  /** The card `card_uri` names, and the users of the ad account that has it (the author must be one). */
  card?: PostCard;
  cardAccountUserIds?: readonly string[];
  /** The posts the command names, as their streams hold them: the one replied to, quoted, edited. */
  replyTo?: Post;
  quoteOf?: Post;
  previous?: Post;
}
/** A scheduled post reaching its time: published as it was scheduled (its rules were judged then). */
export interface PublishScheduledPost extends Base {
  type: 'PublishScheduledPost';
  mentions?: readonly PostMention[];
  scheduledPostId: string;
  accountId: string;
  authorId: string;
  text: string;
  nullcast: boolean;
  card: PostCard | null;
  media: PostMedia[];
}
export interface RenamePost extends Base {
  type: 'RenamePost';
  accountId: string;
  /** Null unsets the name; undefined leaves it. */
  name: string | null | undefined;
}
export interface DeletePost extends Base {
  type: 'DeletePost';
  /** The user deleting: only the author deletes a post. */
  userId: string;
}
export type PostCommand = CreateAdsPost | CreatePlatformPost | PublishScheduledPost | RenamePost | DeletePost;

export const postNotFound = (id: string) => notFound(`Post ${id} was not found`, 'post_id', 'POST_NOT_FOUND');

const NO_VIDEO: PostVideo = { title: null, description: null, cta: null, ctaValue: null };

/** Up to 4 images, or 1 GIF, or 1 video, never mixed; each named once and found where the post takes media from. */
export function judgeMedia(keys: readonly string[], found: Readonly<Record<string, PostMedia | undefined>>, parameter: string, where: string): PostMedia[] {
  if (new Set(keys).size !== keys.length) throw invalidParameter(parameter, `${parameter} names a media key more than once`);
  const media = keys.map((key) => {
    const m = found[key];
    if (!m) throw invalidParameter(parameter, `${parameter} ${key} is not ${where}`);
    return m;
  });
  const images = media.filter((m) => m.mediaType === 'IMAGE').length;
  if (media.length > images && media.length > 1) throw invalidParameter(parameter, `${parameter} takes up to 4 images, or 1 GIF, or 1 video, never mixed`);
  if (images > MAX_IMAGES) throw invalidParameter(parameter, `${parameter} takes at most ${MAX_IMAGES} images`);
  return media;
}

/** The text rules every post shares: something to show, and at most 25,000 weighted characters. */
export function judgeText(text: string, textLength: number, hasMedia: boolean, parameter = 'text'): void {
  if (text.trim() === '' && !hasMedia) throw missingParameter(parameter);
  if (textLength > MAX_POST_LENGTH) throw invalidParameter(parameter, `${parameter} must be at most ${MAX_POST_LENGTH.toLocaleString('en-US')} characters`);
}

/** Whether a user may post on behalf of an account, and promoted-only or not. */
export function judgeAdsAuthor(input: { authorId: string; accountId: string; nullcast: boolean }, callerId: string, promotableUserIds: readonly string[]): void {
  if (!promotableUserIds.includes(input.authorId)) {
    throw invalidParameter('as_user_id', `User ${input.authorId} is not a promotable user of Account ${input.accountId}`);
  }
  if (!input.nullcast && input.authorId !== callerId) {
    throw invalidParameter('nullcast', 'nullcast can be false only for the authenticated user (as_user_id must be that user)');
  }
}

function newPost(command: Base & { mentions?: readonly PostMention[] }, input: PostInput, origin: Post['origin'], card: PostCard | null, media: PostMedia[]): Post {
  return {
    id: command.postId,
    authorId: input.authorId,
    text: input.text ?? '',
    createdAt: command.now,
    accountId: input.accountId,
    origin,
    scheduledPostId: null,
    nullcast: input.nullcast,
    name: input.name,
    card,
    media,
    conversationSettings: input.conversationSettings,
    video: input.video,
    replyTo: null,
    quoteOf: null,
    poll: input.poll,
    platformOptions: input.platformOptions ?? {},
    editOf: null,
    editHistory: [command.postId],
    mentions: [...(command.mentions ?? [])],
    deleted: false,
  };
}

/** What the account has of what an ads post (published, scheduled or draft) names: its card and library media. */
export interface AdsPostLookups {
  card?: PostCard;
  media: Readonly<Record<string, PostMedia | undefined>>;
}

/** The content rules of an ads post, published, scheduled or draft: text, card and media of the account. */
export function judgeAdsContent(
  content: { text: string | null; cardUri: string | null; mediaKeys: readonly string[] },
  found: AdsPostLookups & Measured,
): { card: PostCard | null; media: PostMedia[] } {
  judgeText(content.text ?? '', found.textLength, content.mediaKeys.length > 0);
  if (content.cardUri && !found.card) throw invalidParameter('card_uri', `card_uri ${content.cardUri} is not a card of this account`);
  if (content.cardUri && content.mediaKeys.length > 0) throw invalidParameter('media_keys', 'A post takes a card_uri or media_keys, not both');
  return { card: content.cardUri ? found.card! : null, media: judgeMedia(content.mediaKeys, found.media, 'media_keys', 'in the media library of this account') };
}

function judgeAdsPost(command: CreateAdsPost): Post {
  const { input } = command;
  judgeAdsAuthor(input, command.callerId, command.promotableUserIds);
  const { media } = judgeAdsContent(input, command);
  const video = media.some((m) => m.mediaType === 'VIDEO');
  if (!video && (input.video.title !== null || input.video.description !== null || input.video.cta !== null)) {
    const member = input.video.title !== null ? 'video_title' : input.video.description !== null ? 'video_description' : 'video_cta';
    throw invalidParameter(member, `${member} is only for a post with a video`);
  }
  if ((input.video.cta === null) !== (input.video.ctaValue === null)) {
    throw invalidParameter(input.video.cta === null ? 'video_cta' : 'video_cta_value', 'video_cta and video_cta_value are given together');
  }
  return newPost(command, input, 'ads', command.card ?? null, media);
}

/** A post the platform command names (replied to, quoted, edited): it must be there and not deleted. */
function named(post: Post | undefined, id: string, parameter: string): Post {
  if (!post || post.deleted) throw invalidParameter(parameter, `Post ${id} was not found`);
  return post;
}

function judgePlatformPost(command: CreatePlatformPost): Post {
  const { input } = command;
  const media = judgeMedia(input.mediaKeys, command.media, 'media.media_ids', "a finished upload of the caller's");
  judgeText(input.text ?? '', command.textLength, media.length > 0 || input.cardUri !== null || input.quoteOf !== null);
  if (input.poll && media.length > 0) throw invalidParameter('poll', 'A post takes a poll or media, not both');
  let card: PostCard | null = null;
  if (input.cardUri) {
    if (media.length > 0 || input.poll || input.quoteOf) throw invalidParameter('card_uri', 'card_uri cannot be combined with media, a poll or quote_tweet_id');
    if (!command.card || !command.cardAccountUserIds?.includes(input.authorId)) {
      throw invalidParameter('card_uri', `card_uri ${input.cardUri} is not a card of an ad account of the caller`);
    }
    card = command.card;
  }
  const post = newPost(command, input, 'platform', card, media);
  if (input.replyTo) {
    const replied = named(command.replyTo, input.replyTo, 'reply.in_reply_to_tweet_id');
    post.replyTo = { postId: replied.id, authorId: replied.authorId };
  }
  if (input.quoteOf) post.quoteOf = named(command.quoteOf, input.quoteOf, 'quote_tweet_id').id;
  if (input.editOf) {
    const previous = named(command.previous, input.editOf, 'edit_options.previous_post_id');
    if (previous.authorId !== input.authorId) {
      throw forbidden(`Post ${input.editOf} is not a post of the caller: only the author edits a post`, 'edit_options.previous_post_id');
    }
    if (Date.parse(command.now) - Date.parse(previous.createdAt) > EDIT_WINDOW_MS) {
      throw forbidden(`Post ${input.editOf} can no longer be edited: posts are editable for an hour after they are created`, 'edit_options.previous_post_id');
    }
    if (previous.editHistory.length >= MAX_EDITS) throw forbidden(`Post ${input.editOf} was edited ${MAX_EDITS - 1} times already`, 'edit_options.previous_post_id');
    post.editOf = previous.id;
    post.editHistory = [...previous.editHistory, command.postId];
  }
  return post;
}

function published(command: PublishScheduledPost): Post {
  return {
    ...newPost(
      command,
      {
        authorId: command.authorId,
        text: command.text,
        accountId: command.accountId,
        nullcast: command.nullcast,
        name: null,
        cardUri: command.card?.cardUri ?? null,
        mediaKeys: command.media.map((m) => m.mediaKey),
        conversationSettings: 'EVERYONE',
        video: NO_VIDEO,
        replyTo: null,
        quoteOf: null,
        poll: null,
        editOf: null,
      },
      'scheduled',
      command.card,
      command.media,
    ),
    scheduledPostId: command.scheduledPostId,
  };
}

export const postDecider: Decider<PostState, PostCommand, PostEvent> = {
  initialState: () => ({}),
  evolve(state, event) {
    switch (event.type) {
      case 'posts.PostCreated':
        return { post: event.data.post };
      case 'posts.PostRenamed':
        return { post: { ...state.post!, name: event.data.name } };
      case 'posts.PostDeleted':
        return { post: { ...state.post!, deleted: true } };
      default:
        return state;
    }
  },
  decide(command, state): PostEvent[] {
    const { environment, postId, now } = command;
    switch (command.type) {
      case 'CreateAdsPost':
      case 'CreatePlatformPost':
      case 'PublishScheduledPost': {
        if (state.post) throw conflict(`Post ${postId} already exists`);
        const post = command.type === 'CreateAdsPost' ? judgeAdsPost(command) : command.type === 'CreatePlatformPost' ? judgePlatformPost(command) : published(command);
        return [{ type: 'posts.PostCreated', data: { environment, post } }];
      }
      case 'RenamePost': {
        const post = state.post;
        if (!post || post.deleted || post.accountId !== command.accountId) throw postNotFound(postId);
        if (command.name === undefined || post.name === command.name) return [];
        return [{ type: 'posts.PostRenamed', data: { environment, postId, authorId: post.authorId, name: command.name, old: post.name, renamedAt: now } }];
      }
      case 'DeletePost': {
        const post = state.post;
        if (!post || post.deleted) throw postNotFound(postId);
        if (post.authorId !== command.userId) throw forbidden('You are not allowed to delete a post of another user', 'id');
        return [{ type: 'posts.PostDeleted', data: { environment, postId, authorId: post.authorId, deletedAt: now } }];
      }
    }
  },
};

/** Posts are not ads entities (a post is its author's, not an account's): their streams are named here, by environment and id. */
export const POST_STREAM = 'posts.Post';
export const postStream = (environment: Environment, postId: string) => `${POST_STREAM}-${environment}-${postId}`;
export const POST = streamKind(
  { type: POST_STREAM, streamId: postStream, decider: postDecider, stamp: 'seconds' },
  { 'posts.PostCreated': 1, 'posts.PostRenamed': 1, 'posts.PostDeleted': 1 },
);

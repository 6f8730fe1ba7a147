import type { ConversationSetting, Post } from '../domain/post';
import type { UnpublishedPostView } from '../domain/scheduled-post';
import { Digits, jsonWithDigits, RawJson } from '@platform/http';
import { postEntities } from '../text/post-text';

/** The author as an ads post shows it (`trim_user`: only the id). */
export interface PostAuthor {
  id: string;
  screenName?: string;
  name?: string;
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const two = (n: number) => String(n).padStart(2, '0');

/** `Sat Jun 20 00:02:27 +0000 2020`: the time format of posts in the ads API. */
export function postTime(iso: string): string {
  const d = new Date(iso);
  return `${DAYS[d.getUTCDay()]} ${MONTHS[d.getUTCMonth()]} ${two(d.getUTCDate())} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())} +0000 ${d.getUTCFullYear()}`;
}

/** What the ads API says of a post beyond its v1.1 members: its kind and schedule. */
export interface AdsPostExtras {
  postType: 'PUBLISHED' | 'SCHEDULED' | 'DRAFT';
  scheduledAt?: string | null;
  scheduledStatus?: string | null;
}

export interface AdsPostOptions {
  trimUser?: boolean;
  /** `post_mode=extended`: `full_text` and `display_text_range` instead of `text`. */
  extended?: boolean;
  /** The members the name update and the posts list add (`conversation_settings`, `nullcast`, `post_type`, ...). */
  detailed?: AdsPostExtras;
}

/** The fields of a post the ads views need: published posts, scheduled and draft ones alike. */
export interface AdsPostFacts {
  id: string;
  authorId: string;
  text: string;
  createdAt: string;
  nullcast: boolean;
  name: string | null;
  cardUri: string | null;
  conversationSettings: ConversationSetting;
}

export function adsFactsOf(post: Post): AdsPostFacts {
  return { ...post, cardUri: post.card?.cardUri ?? null };
}

/** A scheduled or draft post as a post to be: what the posts list and previews show of it. */
export function adsFactsOfUnpublished(post: UnpublishedPostView): AdsPostFacts {
  return {
    id: post.id,
    authorId: post.user_id,
    text: post.text,
    createdAt: post.created_at,
    nullcast: post.nullcast,
    name: post.name,
    cardUri: post.card_uri,
    conversationSettings: 'EVERYONE',
  };
}

/**
 * A post as the ads API answers it: the v1.1 post object (`id` a number
 * beside `id_str`, `text` or, in `extended` mode, `full_text` with
 * `display_text_range`), `user` in full or only its id (`trim_user`), `name`,
 * and (`detailed`) the members the name update and the posts list answer with.
 */
function adsPostView(post: AdsPostFacts, author: PostAuthor, options: AdsPostOptions = {}): Record<string, unknown> {
  const range = [0, [...post.text].length];
  const full = options.extended || options.detailed !== undefined;
  const user =
    options.trimUser || author.screenName === undefined
      ? { id: new Digits(author.id), id_str: author.id }
      : { id: new Digits(author.id), id_str: author.id, name: author.name, screen_name: author.screenName };
  const view: Record<string, unknown> = {
    created_at: postTime(post.createdAt),
    id: new Digits(post.id),
    id_str: post.id,
    ...(full ? { full_text: post.text, display_text_range: range } : { text: post.text }),
    name: post.name,
    truncated: false,
    entities: postEntities(post.text),
    source: '<a href="https://github.com/aviary" rel="nofollow">aviary</a>',
    in_reply_to_status_id: null,
    in_reply_to_status_id_str: null,
    in_reply_to_user_id: null,
    in_reply_to_user_id_str: null,
    in_reply_to_screen_name: null,
    user,
    geo: null,
    coordinates: null,
    place: null,
    contributors: null,
    retweet_count: 0,
    favorite_count: 0,
    favorited: false,
    retweeted: false,
    scopes: { followers: !post.nullcast },
    lang: 'und',
  };
  if (post.cardUri) view.card_uri = post.cardUri;
  if (options.detailed) {
    const extras = options.detailed;
    Object.assign(view, {
      card_uri: post.cardUri,
      conversation_settings: post.conversationSettings,
      nullcast: post.nullcast,
      scheduled_at: extras.scheduledAt ?? null,
      scheduled_status: extras.scheduledStatus ?? null,
      post_type: extras.postType,
      post_id: post.id,
    });
  }
  return view;
}

/** The ads post as an answer's data: its JSON text, the ids written as numbers. */
export function adsPostAnswer(post: AdsPostFacts, author: PostAuthor, options: AdsPostOptions = {}): RawJson {
  return new RawJson(jsonWithDigits(adsPostView(post, author, options)));
}

/** `reply_settings` of the platform API for the ads API's `conversation_settings`. */
export const REPLY_SETTINGS: Record<ConversationSetting, string> = {
  EVERYONE: 'everyone',
  FOLLOWING: 'following',
  MENTIONED_USERS: 'mentionedUsers',
  SUBSCRIBERS: 'subscribers',
  VERIFIED: 'verified',
};

/** The `tweet.fields` values the OpenAPI document lists (others are refused). */
export const POST_FIELDS = [
  'article',
  'attachments',
  'author_id',
  'card_uri',
  'community_id',
  'context_annotations',
  'conversation_id',
  'created_at',
  'display_text_range',
  'edit_controls',
  'edit_history_tweet_ids',
  'entities',
  'geo',
  'id',
  'in_reply_to_user_id',
  'lang',
  'matched_media_notes',
  'media_metadata',
  'non_public_metrics',
  'note_request_suggestions',
  'note_tweet',
  'organic_metrics',
  'paid_partnership',
  'possibly_sensitive',
  'promoted_metrics',
  'public_metrics',
  'referenced_tweets',
  'reply_settings',
  'scopes',
  'source',
  'suggested_source_links',
  'suggested_source_links_with_counts',
  'text',
  'withheld',
] as const;

/** The v2 entities of a post's text: `start`/`end` instead of `indices`, mentions as `username` (with the user's `id` when one was found). */
function platformEntities({ text, mentions = [] }: Post): Record<string, unknown> | undefined {
  const e = postEntities(text);
  const ids = new Map(mentions.map((m) => [m.screenName.toLowerCase(), m.userId]));
  const out: Record<string, unknown> = {};
  if (e.hashtags.length) out.hashtags = e.hashtags.map((h) => ({ start: h.indices[0], end: h.indices[1], tag: h.text }));
  if (e.symbols.length) out.cashtags = e.symbols.map((s) => ({ start: s.indices[0], end: s.indices[1], tag: s.text }));
  if (e.user_mentions.length) {
    out.mentions = e.user_mentions.map((m) => {
      const id = ids.get(m.screen_name.toLowerCase());
      return { start: m.indices[0], end: m.indices[1], username: m.screen_name, ...(id ? { id } : {}) };
    });
  }
  if (e.urls.length) out.urls = e.urls.map((u) => ({ start: u.indices[0], end: u.indices[1], url: u.url, expanded_url: u.expanded_url, display_url: u.display_url }));
  return Object.keys(out).length ? out : undefined;
}

/**
 * A post as the platform's v2 API shows it: the default fields (`id`,
 * `text`, `edit_history_tweet_ids`), then each field asked for that the post
 * has a value of (fields about things aviary does not keep are left out, as
 * the platform leaves out fields without a value).
 */
export function platformPostView(post: Post, fields: readonly string[] = []): Record<string, unknown> {
  const view: Record<string, unknown> = { id: post.id, text: post.text, edit_history_tweet_ids: post.editHistory };
  const all: Record<string, () => unknown> = {
    created_at: () => new Date(post.createdAt).toISOString(),
    author_id: () => post.authorId,
    conversation_id: () => post.replyTo?.postId ?? post.id,
    in_reply_to_user_id: () => post.replyTo?.authorId,
    referenced_tweets: () => {
      const refs = [
        ...(post.replyTo ? [{ type: 'replied_to', id: post.replyTo.postId }] : []),
        ...(post.quoteOf ? [{ type: 'quoted', id: post.quoteOf }] : []),
      ];
      return refs.length ? refs : undefined;
    },
    attachments: () => (post.media.length ? { media_keys: post.media.map((m) => m.mediaKey) } : post.poll ? { poll_ids: [post.id] } : undefined),
    card_uri: () => post.card?.cardUri,
    display_text_range: () => [0, [...post.text].length],
    edit_controls: () => ({
      edits_remaining: Math.max(0, 5 - post.editHistory.length),
      is_edit_eligible: true,
      editable_until: new Date(Date.parse(post.createdAt) + 60 * 60 * 1000).toISOString(),
    }),
    entities: () => platformEntities(post),
    lang: () => 'und',
    possibly_sensitive: () => false,
    public_metrics: () => ({ retweet_count: 0, reply_count: 0, like_count: 0, quote_count: 0, bookmark_count: 0, impression_count: 0 }),
    reply_settings: () => REPLY_SETTINGS[post.conversationSettings],
    scopes: () => ({ followers: !post.nullcast }),
  };
  for (const field of fields) {
    const value = all[field]?.();
    if (value !== undefined) view[field] = value;
  }
  return view;
}

/**
 * The activity event types a subscription may name: the dot-separated names of
 * the spec and of the platform's OpenAPI document, the deprecated PascalCase
 * profile names as aliases. Types no module emits yet are accepted (a
 * subscription to them is valid and receives nothing until they are emitted).
 */
interface EventTypeRule {
  /** The name events are matched by (two documented spellings of one event share it). */
  canonical: string;
  /** `direction` is allowed (direct messages, chat, likes). */
  directional: boolean;
  /** Private events: subscribed in the filtered user's context only (and delivered while the user authorizes the app). */
  private: boolean;
  /** Filtered by keyword instead of user (news). */
  byKeyword: boolean;
}

const rule = (canonical: string, flags: Partial<Omit<EventTypeRule, 'canonical'>> = {}): EventTypeRule => ({
  canonical,
  directional: false,
  private: false,
  byKeyword: false,
  ...flags,
});

const DM = { directional: true, private: true };

export const ACTIVITY_EVENT_TYPES: Readonly<Record<string, EventTypeRule>> = {
  'post.create': rule('post.create'),
  'post.delete': rule('post.delete'),
  'post.mention.create': rule('post.mention.create', { private: true }),
  'post.reply.create': rule('post.reply.create', { private: true }),
  'post.quote.create': rule('post.quote.create', { private: true }),
  'post.repost.create': rule('post.repost.create', { private: true }),
  // outbound: likes the user makes; inbound: likes the user's posts receive
  'like.create': rule('like.create', { private: true, directional: true }),
  'spaces.start': rule('spaces.start'),
  'spaces.end': rule('spaces.end'),
  'broadcast.start': rule('broadcast.start'),
  'broadcast.end': rule('broadcast.end'),
  'broadcast.chat': rule('broadcast.chat', { private: true }),
  'dm.received': rule('dm.received', DM),
  'dm.sent': rule('dm.sent', DM),
  'dm.read': rule('dm.read', DM),
  'dm.indicate_typing': rule('dm.indicate_typing', DM),
  'chat.received': rule('chat.received', DM),
  'chat.sent': rule('chat.sent', DM),
  // matched under the name the chat activity is emitted with; named `chat.conversation.join` in answers
  'chat.conversation.join': rule('chat.conversation_join', DM),
  'chat.conversation.member_added': rule('chat.conversation.member_added', DM),
  'chat.conversation.member_removed': rule('chat.conversation.member_removed', DM),
  'chat.conversation.admin_added': rule('chat.conversation.admin_added', DM),
  'chat.conversation.admin_removed': rule('chat.conversation.admin_removed', DM),
  'chat.update.group_name': rule('chat.update.group_name', DM),
  'chat.update.restrictions': rule('chat.update.restrictions', DM),
  'profile.update.bio': rule('profile.update.bio'),
  'profile.update.profile_picture': rule('profile.update.profile_picture'),
  'profile.update.banner_picture': rule('profile.update.banner_picture'),
  'profile.update.screenname': rule('profile.update.screenname'),
  'profile.update.handle': rule('profile.update.handle'),
  'profile.update.geo': rule('profile.update.geo'),
  'profile.update.url': rule('profile.update.url'),
  'profile.update.verified': rule('profile.update.verified'),
  'profile.update.verified_badge': rule('profile.update.verified'),
  'profile.update.affiliate': rule('profile.update.affiliate'),
  'profile.update.affiliate_badge': rule('profile.update.affiliate'),
  'follow.follow': rule('follow.follow'),
  'follow.unfollow': rule('follow.unfollow'),
  'mute.mute': rule('mute.mute', { private: true }),
  'mute.unmute': rule('mute.unmute', { private: true }),
  'block.block': rule('block.block', { private: true }),
  'block.unblock': rule('block.unblock', { private: true }),
  'news.new': rule('news.new', { byKeyword: true }),
};

/**
 * Deprecated names and the names that replaced them: the PascalCase profile
 * names (before 2026-03-18), and `chat.conversation_join`, which the OpenAPI
 * document makes an alias of `chat.conversation.join` (answers use the latter).
 */
export const DEPRECATED_ALIASES: Readonly<Record<string, string>> = {
  'chat.conversation_join': 'chat.conversation.join',
  ProfileBioUpdate: 'profile.update.bio',
  ProfilePictureUpdate: 'profile.update.profile_picture',
  ProfileBannerUpdate: 'profile.update.banner_picture',
  ProfileGeoUpdate: 'profile.update.geo',
  ProfileUrlUpdate: 'profile.update.url',
  ProfileScreennameUpdate: 'profile.update.screenname',
};

export interface ResolvedEventType extends EventTypeRule {
  /** The dot-separated name the subscription keeps and echoes. */
  name: string;
}

/** The rule of an event type name or alias; undefined when unknown. */
export function resolveActivityEventType(raw: string): ResolvedEventType | undefined {
  const name = Object.hasOwn(DEPRECATED_ALIASES, raw) ? DEPRECATED_ALIASES[raw] : raw;
  if (!Object.hasOwn(ACTIVITY_EVENT_TYPES, name)) return undefined;
  return { name, ...ACTIVITY_EVENT_TYPES[name] };
}

/** The two spellings of each direction: the spec's (`sent`, `received`) and the OpenAPI document's. */
export const DIRECTIONS: Readonly<Record<string, 'sent' | 'received'>> = {
  sent: 'sent',
  received: 'received',
  outbound: 'sent',
  inbound: 'received',
};

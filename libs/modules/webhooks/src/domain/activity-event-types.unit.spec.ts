import { ACTIVITY_EVENT_TYPES, DEPRECATED_ALIASES, DIRECTIONS, resolveActivityEventType } from './activity-event-types';

/** The event types the platform's OpenAPI document lists for a subscription (CreateActivitySubscriptionRequest.event_type). */
const DOCUMENTED = [
  'profile.update.bio', 'profile.update.profile_picture', 'profile.update.banner_picture', 'profile.update.screenname', 'profile.update.geo',
  'profile.update.url', 'profile.update.verified_badge', 'profile.update.affiliate_badge', 'profile.update.handle', 'news.new', 'follow.follow',
  'follow.unfollow', 'spaces.start', 'spaces.end', 'broadcast.start', 'broadcast.end', 'broadcast.chat', 'chat.received', 'chat.sent',
  'chat.conversation.join', 'chat.conversation_join', 'chat.conversation.member_added', 'chat.conversation.member_removed',
  'chat.conversation.admin_added', 'chat.conversation.admin_removed', 'chat.update.group_name', 'chat.update.restrictions', 'dm.sent',
  'dm.received', 'dm.indicate_typing', 'dm.read', 'post.create', 'post.delete', 'post.mention.create', 'post.reply.create',
  'post.quote.create', 'post.repost.create', 'like.create', 'mute.mute', 'mute.unmute', 'block.block', 'block.unblock',
];

describe('activity event types', () => {
  it('resolve every type the OpenAPI document lists', () => {
    for (const type of DOCUMENTED) expect(resolveActivityEventType(type)).toBeDefined();
  });

  it('resolve the dot-separated names, the deprecated PascalCase aliases and the two badge spellings', () => {
    expect(resolveActivityEventType('dm.sent')).toMatchObject({ name: 'dm.sent', canonical: 'dm.sent', directional: true, private: true });
    expect(resolveActivityEventType('ProfileBioUpdate')).toMatchObject({ name: 'profile.update.bio', canonical: 'profile.update.bio' });
    expect(resolveActivityEventType('profile.update.verified_badge')).toMatchObject({ name: 'profile.update.verified_badge', canonical: 'profile.update.verified' });
    expect(resolveActivityEventType('news.new')).toMatchObject({ byKeyword: true });
  });

  it('answer the deprecated chat join alias under its canonical name', () => {
    expect(resolveActivityEventType('chat.conversation_join')).toMatchObject({ name: 'chat.conversation.join', directional: true, private: true });
  });

  it('know nothing of other names, inherited object members included, nor of the aliases’ case', () => {
    for (const name of ['profile.update.nothing', 'toString', '__proto__', 'constructor', 'DM.SENT', 'profilebioupdate', '']) {
      expect(resolveActivityEventType(name)).toBeUndefined();
    }
  });

  it('take a direction for direct messages, chat and likes only', () => {
    const directional = Object.keys(ACTIVITY_EVENT_TYPES).filter((name) => ACTIVITY_EVENT_TYPES[name].directional);
    for (const name of directional) expect(name).toMatch(/^(dm|chat|like)\./);
    expect(resolveActivityEventType('follow.follow')!.directional).toBe(false);
  });

  it('keep mentions, replies, quotes, reposts, likes, mutes, blocks, messages and broadcast chat private', () => {
    for (const name of ['post.mention.create', 'post.reply.create', 'post.quote.create', 'post.repost.create', 'like.create', 'mute.mute', 'block.unblock', 'dm.read', 'broadcast.chat']) {
      expect(resolveActivityEventType(name)!.private).toBe(true);
    }
    for (const name of ['post.create', 'post.delete', 'follow.follow', 'spaces.start', 'profile.update.bio']) expect(resolveActivityEventType(name)!.private).toBe(false);
  });

  it('alias to names they know', () => {
    for (const target of Object.values(DEPRECATED_ALIASES)) expect(ACTIVITY_EVENT_TYPES).toHaveProperty([target]);
  });
});

describe('directions', () => {
  it('take the spec’s and the OpenAPI document’s spellings alike', () => {
    expect(DIRECTIONS).toEqual({ sent: 'sent', received: 'received', outbound: 'sent', inbound: 'received' });
  });
});

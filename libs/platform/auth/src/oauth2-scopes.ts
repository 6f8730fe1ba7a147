/**
 * The OAuth 2.0 scopes the platform grants to user-context tokens, with what
 * each lets an app do (the consent page and the OpenAPI document show these).
 * They are protocol values clients send, so they keep their own spelling.
 */
export const OAUTH2_SCOPE_TEXT = {
  'tweet.read': 'See posts, including those from protected accounts you follow.',
  'tweet.write': 'Post and repost for you.',
  'tweet.moderate.write': 'Hide and unhide replies to your posts.',
  'users.email': 'See your email address.',
  'users.read': 'See your profile information.',
  'follows.read': 'See who you follow and who follows you.',
  'follows.write': 'Follow and unfollow accounts for you.',
  'offline.access': 'Stay connected to your account until you revoke access.',
  'space.read': 'See Spaces.',
  'mute.read': 'See accounts you have muted.',
  'mute.write': 'Mute and unmute accounts for you.',
  'like.read': 'See posts you have liked and who liked them.',
  'like.write': 'Like and unlike posts for you.',
  'list.read': 'See lists, their members and followers.',
  'list.write': 'Create and manage lists for you.',
  'block.read': 'See accounts you have blocked.',
  'block.write': 'Block and unblock accounts for you.',
  'bookmark.read': 'See your bookmarks.',
  'bookmark.write': 'Add and remove bookmarks for you.',
  'dm.read': 'See your direct messages.',
  'dm.write': 'Send direct messages for you.',
  'media.write': 'Upload media for you.',
  'timeline.read': 'See your home timeline.',
  'broadcast.read': 'See your live broadcasts and their chat.',
  'broadcast.write': 'Run your live broadcasts and chat in them for you.',
  'ads.read': 'See your ad accounts, their campaigns and ads, and their analytics.',
  'ads.write': 'Create and manage campaigns, line items, targeting and ads in your ad accounts.',
} as const;

export type OAuth2Scope = keyof typeof OAUTH2_SCOPE_TEXT;

export const OAUTH2_SCOPES = Object.keys(OAUTH2_SCOPE_TEXT) as OAuth2Scope[];

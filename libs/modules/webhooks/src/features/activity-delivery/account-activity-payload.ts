import type { ActivityOccurrence } from '@platform/event-store';

/** A time as the v1.1 objects write it: `Wed Oct 10 20:19:24 +0000 2018`. */
function v11Time(iso: string): string {
  const [weekday, day, month, year, time] = new Date(iso).toUTCString().replace(',', '').split(' ');
  return `${weekday} ${month} ${day} ${time} +0000 ${year}`;
}


/**
 * The Account Activity body of an activity event, for the user it is about:
 * `for_user_id` and the event's list as the Account Activity docs name it.
 * A post of the user's, or one that mentions them, is a
 * `post_create_events` entry; a deletion a `post_delete_events` entry; the
 * user ending their grant of the app the `user_event` revoke.
 * Undefined for events Account Activity does not carry (profile changes,
 * Spaces, news). `at`: when the event happened (a deletion's `timestamp_ms`).
 */
export function accountActivityBody(occurrence: ActivityOccurrence, at: Date): Record<string, unknown> | undefined {
  // a revocation is the docs' `user_event` as it is, without `for_user_id`
  if (occurrence.revokedAppId !== undefined) return occurrence.payload;
  const forUser = { for_user_id: occurrence.userId };
  // direct messages, follows, likes, mutes and blocks bring their list beside their payload
  if (occurrence.accountActivity !== undefined) return { ...forUser, ...occurrence.accountActivity };
  switch (occurrence.eventType) {
    case 'post.create':
    case 'post.mention.create': {
      const post = occurrence.payload as { id: string; text: string; author_id: string; created_at: string };
      return {
        ...forUser,
        post_create_events: [{ created_at: v11Time(post.created_at), id_str: post.id, text: post.text, user: { id_str: post.author_id } }],
      };
    }
    case 'post.delete': {
      const deleted = occurrence.payload as { id: string; author_id: string };
      return {
        ...forUser,
        post_delete_events: [{ status: { id: deleted.id, user_id: deleted.author_id }, timestamp_ms: String(at.getTime()) }],
      };
    }
    default:
      return undefined;
  }
}

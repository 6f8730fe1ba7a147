import type { Participants } from '../domain/dm-conversation';

/** Milliseconds since the epoch, as a string: how the Account Activity style payloads write times. */
export const timestampMs = (iso: string): string => String(Date.parse(iso));

/** A user as these payloads name one: `id`, `name` and `screen_name` as they were (the id alone for events recorded before names were kept). */
export function activityUser(id: string, users: Participants | undefined): { id: string; name?: string; screen_name?: string } {
  return { id, ...(users?.[id] ?? {}) };
}

/** The participants as the direct message payloads' `users` map shows them. */
export function activityUsers(ids: string[], users: Participants | undefined): Record<string, ReturnType<typeof activityUser>> {
  return Object.fromEntries(ids.map((id) => [id, activityUser(id, users)]));
}

/** A user as the activity payloads of follows, mutes and blocks show one: the v2 user (`id`, `name`, `username`) under `data`. */
export function activityV2User(id: string, users: Participants | undefined): { data: { id: string; name?: string; username?: string } } {
  const known = users?.[id];
  return { data: { id, ...(known ? { name: known.name, username: known.screen_name } : {}) } };
}

/** The participants as the activity payloads' `users` map shows them: each a v2 user under `data`. */
export function activityV2Users(ids: string[], users: Participants | undefined): Record<string, ReturnType<typeof activityV2User>> {
  return Object.fromEntries(ids.map((id) => [id, activityV2User(id, users)]));
}

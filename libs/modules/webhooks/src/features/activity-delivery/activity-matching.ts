import type { ActivityOccurrence } from '@platform/event-store';
import { DIRECTIONS } from '../../domain/activity-event-types';

/** What matching needs of a subscription (its type and user are matched by the query). */
export interface MatchableSubscription {
  direction: string | null;
  keyword: string | null;
}

/**
 * Whether an activity event of the subscription's type and user passes the
 * rest of its filter: the direction when it names one, the keyword (a
 * case-insensitive substring of the event's text) when it has one.
 */
export function passesFilter(subscription: MatchableSubscription, occurrence: ActivityOccurrence): boolean {
  if (subscription.direction !== null && DIRECTIONS[subscription.direction] !== occurrence.direction) return false;
  if (subscription.keyword !== null) {
    if (occurrence.text === undefined) return false;
    return occurrence.text.toLowerCase().includes(subscription.keyword.toLowerCase());
  }
  return true;
}

/**
 * The id of one activity event: the same for every subscription it matches,
 * for every delivery attempt and every replay, so receivers can drop
 * duplicates. Derived from the event's position in the store.
 */
export function eventUuid(globalPosition: string, index: number): string {
  return (BigInt(globalPosition) * 16n + BigInt(index)).toString();
}

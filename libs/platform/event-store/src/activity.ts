import type { RecordedEvent } from './types';

/**
 * Whether the user of an activity did it (`sent`: sent the message, read it,
 * typed, liked) or it was done to them (`received`). Only directional events
 * (direct messages, chat, likes) have one.
 */
export type ActivityDirection = 'sent' | 'received';

/**
 * One activity event as a module sees it happen: the dot-separated type
 * (`profile.update.bio`, `dm.sent`, ...), the user a subscription's
 * `filter.user_id` must name to receive it (none for events about no user,
 * such as news, which subscriptions filter by keyword alone), and the payload
 * delivered as `data.payload`. One domain event may yield several (a direct
 * message is `dm.sent` for its sender and `dm.received` for its recipient).
 */
export interface ActivityOccurrence {
  eventType: string;
  userId?: string;
  direction?: ActivityDirection;
  /** Text a subscription's `filter.keyword` is matched against (case-insensitive); none matches no keyword. */
  text?: string;
  /**
   * A revocation: the user ended a grant of this app. It reaches only this
   * app's Account Activity webhooks, only when the user no longer authorizes
   * the app at all, and ends the user's Account Activity subscriptions there.
   */
  revokedAppId?: string;
  payload: Record<string, unknown>;
  /**
   * The event as an Account Activity list (`favorite_events`, `follow_events`,
   * ...), without `for_user_id`, where it is not the activity payload itself.
   */
  accountActivity?: Record<string, unknown>;
}

/**
 * How a module's domain events become activity events. Modules register theirs
 * in `onModuleInit`; the webhooks module reads them here, so it never imports
 * another module's events.
 */
export interface ActivityMapping {
  /** The domain event types (`identity.UserDescriptionChanged`, ...) this mapping reads. */
  readonly eventTypes: readonly string[];
  toActivity(event: RecordedEvent): ActivityOccurrence[];
}

export class ActivityMappingRegistry {
  private readonly byEventType = new Map<string, ActivityMapping[]>();

  register(...mappings: ActivityMapping[]): void {
    for (const mapping of mappings) {
      for (const type of mapping.eventTypes) {
        const list = this.byEventType.get(type) ?? [];
        if (!list.includes(mapping)) list.push(mapping);
        this.byEventType.set(type, list);
      }
    }
  }

  /** The domain event types some module maps to activity events. */
  eventTypes(): string[] {
    return [...this.byEventType.keys()];
  }

  /** Every activity event one recorded event stands for (none for most events). */
  activityOf(event: RecordedEvent): ActivityOccurrence[] {
    const mappings = this.byEventType.get(event.type);
    if (!mappings) return [];
    return mappings.flatMap((mapping) => mapping.toActivity(event));
  }
}

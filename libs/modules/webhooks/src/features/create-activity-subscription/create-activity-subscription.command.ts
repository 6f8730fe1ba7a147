import type { CreateActivitySubscriptionInput } from '../shared/activity-subscription.request';

/** Who asks: the app, and for user-context requests the user and (OAuth 2.0) the scopes granted. */
export interface SubscribingCaller {
  appId: string;
  userId?: string;
  /** OAuth 2.0 user context only; OAuth 1.0a carries no scopes. */
  scopes?: readonly string[];
}

export class CreateActivitySubscriptionCommand {
  constructor(
    readonly caller: SubscribingCaller,
    readonly input: CreateActivitySubscriptionInput,
  ) {}
}

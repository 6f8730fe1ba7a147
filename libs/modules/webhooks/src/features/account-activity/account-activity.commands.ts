/** Subscribes the calling user's account activity to one of the app's webhooks. */
export class SubscribeAccountActivityCommand {
  constructor(
    readonly appId: string,
    readonly webhookId: string,
    readonly userId: string,
  ) {}
}

/** Ends a user's Account Activity subscription to one of the app's webhooks. */
export class UnsubscribeAccountActivityCommand {
  constructor(
    readonly appId: string,
    readonly webhookId: string,
    readonly userId: string,
  ) {}
}

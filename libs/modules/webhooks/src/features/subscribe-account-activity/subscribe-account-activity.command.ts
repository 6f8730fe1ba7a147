/** Subscribes the calling user's account activity to one of the app's webhooks. */
export class SubscribeAccountActivityCommand {
  constructor(
    readonly appId: string,
    readonly webhookId: string,
    readonly userId: string,
  ) {}
}

/** Ends a user's Account Activity subscription to one of the app's webhooks. */
export class DeleteAccountActivitySubscriptionCommand {
  constructor(
    readonly appId: string,
    readonly webhookId: string,
    readonly userId: string,
  ) {}
}

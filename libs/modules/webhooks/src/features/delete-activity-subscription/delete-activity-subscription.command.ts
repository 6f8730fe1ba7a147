export class DeleteActivitySubscriptionCommand {
  constructor(
    readonly appId: string,
    readonly subscriptionId: string,
  ) {}
}

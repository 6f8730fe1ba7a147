import type { UpdateActivitySubscriptionInput } from '../create-activity-subscription/create-activity-subscription.request';

export class UpdateActivitySubscriptionCommand {
  constructor(
    readonly appId: string,
    readonly subscriptionId: string,
    readonly input: UpdateActivitySubscriptionInput,
  ) {}
}

import type { UpdateActivitySubscriptionInput } from '../shared/activity-subscription.request';

export class UpdateActivitySubscriptionCommand {
  constructor(
    readonly appId: string,
    readonly subscriptionId: string,
    readonly input: UpdateActivitySubscriptionInput,
  ) {}
}

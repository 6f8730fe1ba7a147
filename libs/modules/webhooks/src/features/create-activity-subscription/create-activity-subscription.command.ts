import type { CreateActivitySubscriptionInput } from './create-activity-subscription.request';

export class CreateActivitySubscriptionCommand {
  constructor(
    readonly appId: string,
    readonly input: CreateActivitySubscriptionInput,
  ) {}
}

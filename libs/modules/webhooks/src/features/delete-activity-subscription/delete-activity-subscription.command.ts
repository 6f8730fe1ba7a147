/** Deletes subscriptions of the app by id; ids that name none of its live subscriptions are answered as not found. */
export class DeleteActivitySubscriptionsCommand {
  constructor(
    readonly appId: string,
    readonly subscriptionIds: readonly string[],
  ) {}
}

export interface DeletedActivitySubscriptions {
  deleted: string[];
  notFound: string[];
  /** How many subscriptions the app holds after the deletions. */
  total: number;
}

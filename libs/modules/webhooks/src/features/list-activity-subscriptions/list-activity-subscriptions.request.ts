import { PlatformPageQuery } from '@platform/http';

/** `GET /2/activity/subscriptions`: a page of the app's subscriptions. */
export class ListActivitySubscriptionsQuery extends PlatformPageQuery {}

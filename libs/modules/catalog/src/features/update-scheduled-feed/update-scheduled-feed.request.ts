import { feedParams } from '../shared/scheduled-feed-params';

export class UpdateScheduledFeedRequest extends feedParams(false) {}

import { feedParams } from '../shared/scheduled-feed-params';

export class CreateScheduledFeedRequest extends feedParams(true) {}

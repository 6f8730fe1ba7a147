import { feedParams } from '../scheduled-feed-params';

export class CreateScheduledFeedRequest extends feedParams(true) {}

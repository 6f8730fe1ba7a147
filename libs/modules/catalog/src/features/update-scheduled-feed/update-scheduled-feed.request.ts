import { feedParams } from '../scheduled-feed-params';

export class UpdateScheduledFeedRequest extends feedParams(false) {}

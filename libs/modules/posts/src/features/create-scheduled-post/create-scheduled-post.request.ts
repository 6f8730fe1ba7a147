import { TimeParam } from '@platform/http';
import { NewPostContentRequest } from '../shared/post-content.request';

export class CreateScheduledPostRequest extends NewPostContentRequest {
  /** When to publish (ISO 8601, in the future, at most a year ahead; the seconds are ignored). */
  @TimeParam({ required: true })
  scheduled_at: string;
}

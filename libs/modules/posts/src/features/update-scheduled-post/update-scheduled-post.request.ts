import { TimeParam } from '@platform/http';
import { PostContentChangeRequest } from '../shared/post-content.request';

export class UpdateScheduledPostRequest extends PostContentChangeRequest {
  @TimeParam()
  scheduled_at?: string;
}

import { CountParam, StringParam } from '@platform/http';

export class ListScheduledFeedsRequest {
  @CountParam(1, 1000)
  count: number = 200;

  @StringParam()
  cursor?: string;
}

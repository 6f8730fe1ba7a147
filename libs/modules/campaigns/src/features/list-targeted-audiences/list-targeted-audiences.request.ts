import { BooleanParam, CountParam, StringParam } from '@platform/http';

export class ListTargetedAudiencesRequest {
  /** Only servable line items (true, the default); false includes the rest. */
  @BooleanParam()
  with_active: boolean = true;

  @CountParam(1, 1000)
  count: number = 200;

  @StringParam({ minLength: 1 })
  cursor?: string;
}

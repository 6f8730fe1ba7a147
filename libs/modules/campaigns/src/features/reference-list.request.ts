import { CountParam, StringParam } from '@platform/http';

/** `count` and `cursor` of a reference list (a fixed catalogue paged in its own order). */
export class ReferenceListRequest {
  @CountParam(1, 1000)
  count: number = 200;

  @StringParam({ minLength: 1 })
  cursor?: string;
}

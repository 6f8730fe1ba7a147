import { CountParam, StringParam } from '@platform/http';

/** A catalog list's paging (sets, feeds, runs): `count` 1 to 1000 (default 200) and `cursor`. */
export class CatalogListRequest {
  @CountParam(1, 1000)
  count: number = 200;

  @StringParam()
  cursor?: string;
}

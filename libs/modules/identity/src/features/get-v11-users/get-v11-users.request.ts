import { CsvParam, StringParam } from '@platform/http';

/** `include_entities`: the entities are left out only when it reads false (`false`, `f`, `0`, any case); anything else keeps them. */
export const includesEntities = (value: string | undefined): boolean => value === undefined || !/^(false|f|0)$/i.test(value.trim());

/** `GET /1.1/users/show.json`: one user, by `user_id` or `screen_name` (one of them required). */
export class ShowV11UserRequest {
  @StringParam()
  user_id?: string;

  @StringParam()
  screen_name?: string;

  @StringParam()
  include_entities?: string;
}

/** `GET|POST /1.1/users/lookup.json`: users by csv `user_id` and/or `screen_name` (repeated keys too), at most 100 values together. */
export class LookupV11UsersRequest {
  @CsvParam()
  user_id?: string[];

  @CsvParam()
  screen_name?: string[];

  @StringParam()
  include_entities?: string;
}

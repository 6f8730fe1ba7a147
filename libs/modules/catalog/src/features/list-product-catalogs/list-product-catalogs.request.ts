import { UserIdParam } from '../shared/catalog-owner';

export class ListProductCatalogsRequest {
  @UserIdParam()
  user_id?: string;
}

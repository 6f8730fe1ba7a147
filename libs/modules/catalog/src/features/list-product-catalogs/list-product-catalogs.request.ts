import { UserIdParam } from '../catalog-owner';

export class ListProductCatalogsRequest {
  @UserIdParam()
  user_id?: string;
}

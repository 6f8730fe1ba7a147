import { StringParam } from '@platform/http';
import { MAX_CATALOG_NAME } from '../../domain/product-catalog';
import { UserIdParam } from '../shared/catalog-owner';

export class CreateProductCatalogRequest {
  @StringParam({ required: true, minLength: 1, maxLength: MAX_CATALOG_NAME })
  name: string;

  @UserIdParam()
  user_id?: string;
}

import { StringParam } from '@platform/http';
import { MAX_CATALOG_NAME } from '../../domain/product-catalog';

export class UpdateProductCatalogRequest {
  @StringParam({ required: true, minLength: 1, maxLength: MAX_CATALOG_NAME })
  name: string;
}

import { EnumParam, StringParam } from '@platform/http';
import { OS_TYPES, type OsType } from '../../domain/account-app';

export class UpdateLineItemAppRequest {
  @EnumParam(OS_TYPES)
  os_type?: OsType;

  @StringParam({ minLength: 1, maxLength: 255 })
  app_store_identifier?: string;
}

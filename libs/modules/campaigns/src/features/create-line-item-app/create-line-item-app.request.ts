import { EnumParam, StringParam } from '@platform/http';
import { OS_TYPES, type OsType } from '../../domain/account-app';

export class CreateLineItemAppRequest {
  @StringParam({ required: true, minLength: 1, maxLength: 64 })
  line_item_id: string;

  @EnumParam(OS_TYPES, { required: true })
  os_type: OsType;

  /** iOS: the numeric App Store id; Android: the package name. */
  @StringParam({ required: true, minLength: 1, maxLength: 255 })
  app_store_identifier: string;
}

import { EnumParam, StringParam } from '@platform/http';
import { INDUSTRY_TYPES, type IndustryType } from '../../domain/account';

export class UpdateAccountRequest {
  @StringParam({ minLength: 1, maxLength: 255 })
  name?: string;

  @EnumParam(INDUSTRY_TYPES)
  industry_type?: IndustryType;
}

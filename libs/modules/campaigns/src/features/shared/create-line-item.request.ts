import { CsvParam, EnumParam, StringParam } from '@platform/http';
import { OBJECTIVES, PLACEMENT_ALIASES, PLACEMENT_VALUES, PRODUCT_TYPE_ALIASES, PRODUCT_TYPES } from '../../domain/reference-data';
import { UpdateLineItemRequest } from './update-line-item.request';

/** POST line item: what PUT takes, plus the campaign, objective, product type and placements. */
export class CreateLineItemRequest extends UpdateLineItemRequest {
  @StringParam({ required: true, minLength: 1 })
  campaign_id: string;

  @EnumParam(OBJECTIVES, { required: true })
  objective: string;

  @EnumParam(PRODUCT_TYPES, { required: true, aliases: PRODUCT_TYPE_ALIASES })
  product_type: string;

  @CsvParam({ required: true, values: PLACEMENT_VALUES, max: PLACEMENT_VALUES.length, aliases: PLACEMENT_ALIASES })
  placements: string[];
}

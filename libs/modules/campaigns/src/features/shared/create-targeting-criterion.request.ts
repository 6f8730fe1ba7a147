import { EnumParam, StringParam } from '@platform/http';
import { OPERATOR_TYPES, type OperatorType } from '../../domain/audience-estimate';

/** The form of each value is the domain's (`parseTargetingCriterion`), which knows every targeting type. */
export class CreateTargetingCriterionRequest {
  @StringParam({ required: true, minLength: 1 })
  line_item_id: string;

  @StringParam({ required: true, minLength: 1, maxLength: 64 })
  targeting_type: string;

  @StringParam({ required: true, minLength: 1, maxLength: 255 })
  targeting_value: string;

  @EnumParam(OPERATOR_TYPES)
  operator_type?: OperatorType;
}

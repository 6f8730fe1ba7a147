import { IsArray, IsDefined } from 'class-validator';
import { MESSAGES, StructuredParam } from '@platform/http';

/**
 * The JSON body: `targeting_criteria`, an array of {targeting_type,
 * targeting_value, operator_type}. Its members (and an empty array) are
 * checked by the domain (parseTargetingCriteria), which knows every targeting type.
 */
export class EstimateAudienceRequest {
  @StructuredParam()
  @IsDefined({ message: (args) => MESSAGES.required(args.property) })
  @IsArray({ message: (args) => MESSAGES.expected('array of targeting criteria', args.property, args.value) })
  targeting_criteria: unknown[];
}

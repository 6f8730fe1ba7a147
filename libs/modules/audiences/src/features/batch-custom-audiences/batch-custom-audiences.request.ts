import { StringParam } from '@platform/http';
import { CreateCustomAudienceRequest } from '../shared/create-custom-audience.request';
import { UpdateCustomAudienceRequest } from '../shared/update-custom-audience.request';

/** The params of each operation type of the custom audiences batch. */
export class BatchUpdateCustomAudience extends UpdateCustomAudienceRequest {
  @StringParam({ required: true, minLength: 1 })
  custom_audience_id: string;
}

export class BatchDeleteCustomAudience {
  @StringParam({ required: true, minLength: 1 })
  custom_audience_id: string;
}

export const CUSTOM_AUDIENCE_BATCH = {
  /** The maximum batch size the custom audiences batch documents. */
  max: 10,
  operations: { Create: CreateCustomAudienceRequest, Update: BatchUpdateCustomAudience, Delete: BatchDeleteCustomAudience },
};
export type CustomAudienceOperationType = keyof typeof CUSTOM_AUDIENCE_BATCH.operations;

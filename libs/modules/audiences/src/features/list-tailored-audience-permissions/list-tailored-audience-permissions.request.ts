import { CsvParam, StringParam } from '@platform/http';
import { ListPermissionsRequest } from '../shared/custom-audience-permission-params';

export class ListTailoredAudiencePermissionsRequest extends ListPermissionsRequest {
  /** The path's audience. */
  @StringParam({ required: true })
  tailored_audience_id: string;

  @CsvParam({ max: 200 })
  tailored_audience_permission_ids?: string[];
}

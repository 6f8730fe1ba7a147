import { CsvParam, StringParam } from '@platform/http';
import { ListPermissionsRequest } from '../shared/custom-audience-permission-params';

export class ListCustomAudiencePermissionsRequest extends ListPermissionsRequest {
  /** The path's audience. */
  @StringParam({ required: true })
  custom_audience_id: string;

  @CsvParam({ max: 200 })
  custom_audience_permission_ids?: string[];
}

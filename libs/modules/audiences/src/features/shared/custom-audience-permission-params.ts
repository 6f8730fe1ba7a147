import { AdsListParams } from '@platform/ads-entity';
import { EnumParam, StringParam } from '@platform/http';
import { tailoredAudiencePermissionsTable } from '../../projections/tables';

/** POST permissions: the account to share with, and its access. */
export class CreatePermissionRequest {
  @StringParam({ required: true, minLength: 1, maxLength: 64 })
  granted_account_id: string;

  @EnumParam(['READ_ONLY', 'READ_WRITE'], { required: true })
  permission_level: 'READ_ONLY' | 'READ_WRITE';
}

/** GET permissions, as the `/5` reference gives its parameters (the `/12` list takes the same). */
export class ListPermissionsRequest extends AdsListParams(tailoredAudiencePermissionsTable, { ids: ['granted_account_ids'] }) {}

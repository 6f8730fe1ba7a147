import { deletePermissionController } from '../shared/delete-permission-endpoint';
import { CUSTOM_AUDIENCE_PERMISSIONS } from '../shared/permission-paths';

export class DeleteCustomAudiencePermissionController extends deletePermissionController(CUSTOM_AUDIENCE_PERMISSIONS) {}

import { deletePermissionController } from '../shared/delete-permission-endpoint';
import { TAILORED_AUDIENCE_PERMISSIONS } from '../shared/permission-paths';

export class DeleteTailoredAudiencePermissionController extends deletePermissionController(TAILORED_AUDIENCE_PERMISSIONS) {}

import { deletePermissionController, TAILORED_AUDIENCE_PERMISSIONS } from '../custom-audience-permission-endpoints';

export class DeleteTailoredAudiencePermissionController extends deletePermissionController(TAILORED_AUDIENCE_PERMISSIONS) {}

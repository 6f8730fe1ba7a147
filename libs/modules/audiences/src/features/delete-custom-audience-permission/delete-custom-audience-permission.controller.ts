import { CUSTOM_AUDIENCE_PERMISSIONS, deletePermissionController } from '../custom-audience-permission-endpoints';

export class DeleteCustomAudiencePermissionController extends deletePermissionController(CUSTOM_AUDIENCE_PERMISSIONS) {}

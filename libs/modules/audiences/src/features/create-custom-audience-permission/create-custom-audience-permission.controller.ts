import { createPermissionController } from '../shared/create-permission-endpoint';
import { CUSTOM_AUDIENCE_PERMISSIONS } from '../shared/permission-paths';

export class CreateCustomAudiencePermissionController extends createPermissionController(CUSTOM_AUDIENCE_PERMISSIONS) {}

import { createPermissionController } from '../shared/create-permission-endpoint';
import { TAILORED_AUDIENCE_PERMISSIONS } from '../shared/permission-paths';

export class CreateTailoredAudiencePermissionController extends createPermissionController(TAILORED_AUDIENCE_PERMISSIONS) {}

import { createPermissionController, TAILORED_AUDIENCE_PERMISSIONS } from '../custom-audience-permission-endpoints';

export class CreateTailoredAudiencePermissionController extends createPermissionController(TAILORED_AUDIENCE_PERMISSIONS) {}

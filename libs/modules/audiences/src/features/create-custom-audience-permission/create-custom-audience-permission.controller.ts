import { createPermissionController, CUSTOM_AUDIENCE_PERMISSIONS } from '../custom-audience-permission-endpoints';

export class CreateCustomAudiencePermissionController extends createPermissionController(CUSTOM_AUDIENCE_PERMISSIONS) {}

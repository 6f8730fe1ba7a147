import { commandRoute } from '@platform/auth';
import { UpdateUserCommand } from './update-user.command';
import { UpdateUserRequest } from './update-user.request';

/** Changes a user's profile; each changed field is its own event (and activity event). */
export class UpdateUserController extends commandRoute({
  method: 'PATCH',
  path: 'admin/users/:user_id',
  handler: 'update',
  tag: 'admin',
  guard: 'admin',
  request: UpdateUserRequest,
  command: ({ params, body }) =>
    new UpdateUserCommand(params.user_id, {
      name: body.name,
      description: body.description,
      screenName: body.screen_name,
      verified: body.verified,
      location: body.location,
      url: body.url,
      profileImageUrl: body.profile_image_url,
      profileBannerUrl: body.profile_banner_url,
      affiliationUserId: body.affiliation_user_id,
    }),
}) {}

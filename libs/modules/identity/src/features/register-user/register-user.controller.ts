import { commandRoute } from '@platform/auth';
import { RegisterUserCommand } from './register-user.command';
import { RegisterUserRequest } from './register-user.request';

/** Creates a platform user who can sign in on the authorize page. */
export class RegisterUserController extends commandRoute({
  method: 'POST',
  path: 'admin/users',
  handler: 'register',
  tag: 'admin',
  guard: 'admin',
  status: 201,
  request: RegisterUserRequest,
  command: ({ body }) => new RegisterUserCommand(body.screen_name, body.password, body.name, body.description),
}) {}

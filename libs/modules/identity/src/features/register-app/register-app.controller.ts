import { commandRoute } from '@platform/auth';
import { RegisterAppCommand } from './register-app.command';
import { RegisterAppRequest } from './register-app.request';

/** Registers a client application and answers its consumer key and secret. */
export class RegisterAppController extends commandRoute({
  method: 'POST',
  path: 'admin/apps',
  handler: 'register',
  tag: 'admin',
  guard: 'admin',
  status: 201,
  request: RegisterAppRequest,
  command: ({ body }) => new RegisterAppCommand(body.name, body.callback_urls ?? [], body.sign_in_with ?? true, body.desktop ?? false, body.betas ?? null),
}) {}

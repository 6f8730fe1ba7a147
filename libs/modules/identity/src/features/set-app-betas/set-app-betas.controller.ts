import { commandRoute } from '@platform/auth';
import { SetAppBetasCommand } from './set-app-betas.command';
import { SetAppBetasRequest } from './set-app-betas.request';

/** Sets the betas (early-access endpoints) the app is allowed; its signed requests see the change at once. */
export class SetAppBetasController extends commandRoute({
  method: 'PATCH',
  path: 'admin/apps/:app_id',
  handler: 'set',
  tag: 'admin',
  guard: 'admin',
  request: SetAppBetasRequest,
  command: ({ params, body }) => new SetAppBetasCommand(params.app_id, body.betas),
}) {}

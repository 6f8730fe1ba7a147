import { commandRoute } from '@platform/auth';
import { IssueAccessTokenCommand } from './issue-access-token.command';
import { IssueAccessTokenRequest } from './issue-access-token.request';

/** Issues an OAuth 1.0a access token for the user and app, without the browser step. */
export class IssueAccessTokenController extends commandRoute({
  method: 'POST',
  path: 'admin/users/:user_id/access_tokens',
  handler: 'issue',
  tag: 'admin',
  guard: 'admin',
  status: 201,
  request: IssueAccessTokenRequest,
  command: ({ params, body }) => new IssueAccessTokenCommand(params.user_id, body.app_id, body.access_type ?? 'write'),
}) {}

import { commandRoute } from '@platform/auth';
import { AdminIssueUserTokensCommand, AdminRevokeUserGrantCommand } from './admin-oauth2-grants.command';
import { AdminIssueUserTokensRequest } from './admin-oauth2-grants.request';

/** POST /admin/users/:user_id/oauth2_tokens: OAuth 2.0 user-context tokens for an app, without the consent page. */
export class AdminIssueUserTokensController extends commandRoute({
  method: 'POST',
  path: 'admin/users/:user_id/oauth2_tokens',
  handler: 'issue',
  tag: 'admin',
  guard: 'admin',
  status: 201,
  request: AdminIssueUserTokensRequest,
  command: ({ params, body }) => new AdminIssueUserTokensCommand(params.user_id, body.app_id, [...new Set(body.scopes)]),
}) {}

/** DELETE /admin/users/:user_id/oauth2_grants/:grant_id: revokes a grant of the user (its tokens stop working). */
export class AdminRevokeUserGrantController extends commandRoute({
  method: 'DELETE',
  path: 'admin/users/:user_id/oauth2_grants/:grant_id',
  handler: 'revoke',
  tag: 'admin',
  guard: 'admin',
  command: ({ params }) => new AdminRevokeUserGrantCommand(params.user_id, params.grant_id),
}) {}

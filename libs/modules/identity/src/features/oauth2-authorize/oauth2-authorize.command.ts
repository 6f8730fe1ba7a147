import type { AuthorizationRequest } from './authorization-request';

/** The user consented: issue an authorization code for the request. */
export class IssueAuthorizationCodeCommand {
  constructor(
    readonly appId: string,
    readonly userId: string,
    readonly request: AuthorizationRequest,
  ) {}
}

/** The operator issues OAuth 2.0 user-context tokens to an app for a user, without the consent page. */
export class AdminIssueUserTokensCommand {
  constructor(
    readonly userId: string,
    readonly appId: string,
    readonly scopes: string[],
  ) {}
}

/** The operator revokes a grant of a user: both its tokens stop working. */
export class AdminRevokeUserGrantCommand {
  constructor(
    readonly userId: string,
    readonly grantId: string,
  ) {}
}

import type { AccessLevel } from '../../domain/access-token';

export class IssueAccessTokenCommand {
  constructor(
    readonly userId: string,
    readonly appId: string,
    readonly accessLevel: AccessLevel,
  ) {}
}

/** The same answer the three-legged flow's access_token step gives. */
export interface IssuedAccessToken {
  oauth_token: string;
  oauth_token_secret: string;
  user_id: string;
  screen_name: string;
}

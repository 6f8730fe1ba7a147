/** Who a request acts for, once authenticated. */
export type Principal =
  | {
      scheme: 'oauth1';
      appId: string;
      consumerKey: string;
      /** Absent when only the consumer signed (request_token). */
      userId?: string;
      token?: string;
      tokenKind?: 'access' | 'request';
      accessLevel?: 'read' | 'write';
      /** The app's allowed betas (every one when undefined). */
      betas?: readonly string[];
    }
  | {
      scheme: 'bearer';
      appId: string;
      token: string;
      /** An OAuth 2.0 user-context token: the user it acts for and the scopes granted (absent: app-only). */
      userId?: string;
      scopes?: readonly string[];
      /** A user-context token's app's allowed betas (every one when undefined). */
      betas?: readonly string[];
    }
  | { scheme: 'admin' };

/** How a route may be called: OAuth 1.0a user context, an app-only bearer token, an OAuth 2.0 user-context bearer token. */
export type AuthScheme = 'oauth1' | 'bearer' | 'oauth2user';

/** A request authenticated with OAuth 1.0a. */
export type OAuth1Principal = Extract<Principal, { scheme: 'oauth1' }>;

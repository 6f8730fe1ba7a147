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
  | { scheme: 'bearer'; appId: string; token: string }
  | { scheme: 'admin' };

export type AuthScheme = 'oauth1' | 'bearer';

/** A request authenticated with OAuth 1.0a. */
export type OAuth1Principal = Extract<Principal, { scheme: 'oauth1' }>;

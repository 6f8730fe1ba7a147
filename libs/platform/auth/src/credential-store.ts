/**
 * What authentication needs to know about apps and tokens. The platform's
 * strategies depend on this interface only; the identity module provides it
 * (registered under CREDENTIAL_STORE), so platform code never imports a module.
 */
export interface ConsumerCredentials {
  appId: string;
  consumerKey: string;
  consumerSecret: string;
  /** The betas the app is allowed (every one when undefined). */
  betas?: readonly string[];
}

export interface UserTokenCredentials {
  token: string;
  tokenSecret: string;
  appId: string;
  userId: string;
  accessLevel: 'read' | 'write';
  /** True once invalidated (POST /1.1/oauth/invalidate_token). */
  invalidated: boolean;
}

export interface RequestTokenCredentials {
  token: string;
  tokenSecret: string;
  appId: string;
}

/** What verifying one OAuth 1.0a request needs, fetched in one round trip. */
export interface SignedRequestLookup {
  consumerKey: string;
  nonce: string;
  token?: { value: string; kind: 'access' | 'request' };
}

export interface SignedRequestCredentials {
  consumer?: ConsumerCredentials;
  accessToken?: UserTokenCredentials;
  requestToken?: RequestTokenCredentials;
  /** False when the consumer already used this nonce within the timestamp window. */
  nonceFresh: boolean;
}

export interface CredentialStore {
  /**
   * The consumer, the token and whether the nonce is new, recording the nonce
   * as used, in one round trip (every signed request asks this).
   */
  lookupSignedRequest(lookup: SignedRequestLookup): Promise<SignedRequestCredentials>;
  findConsumer(consumerKey: string): Promise<ConsumerCredentials | undefined>;
  /** The app an outstanding app-only bearer token belongs to. */
  findBearerToken(token: string): Promise<{ appId: string } | undefined>;
  /** The app (with its allowed betas, every one when undefined), user and scopes of an OAuth 2.0 user-context access token still in its life. */
  findUserBearerToken(token: string): Promise<{ appId: string; userId: string; scopes: string[]; betas?: string[] } | undefined>;
}

export const CREDENTIAL_STORE = Symbol('CREDENTIAL_STORE');

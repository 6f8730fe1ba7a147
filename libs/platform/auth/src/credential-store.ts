/**
 * What authentication needs to know about apps and tokens. The platform's
 * strategies depend on this interface only; the identity module provides it
 * (registered under CREDENTIAL_STORE), so platform code never imports a module.
 */
export interface ConsumerCredentials {
  appId: string;
  consumerKey: string;
  consumerSecret: string;
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

export interface CredentialStore {
  findConsumer(consumerKey: string): Promise<ConsumerCredentials | undefined>;
  findAccessToken(token: string): Promise<UserTokenCredentials | undefined>;
  findRequestToken(token: string): Promise<RequestTokenCredentials | undefined>;
  /** The app an outstanding app-only bearer token belongs to. */
  findBearerToken(token: string): Promise<{ appId: string } | undefined>;
  /** Records a nonce; false when the consumer already used it within the timestamp window. */
  rememberNonce(consumerKey: string, nonce: string, timestamp: number): Promise<boolean>;
}

export const CREDENTIAL_STORE = Symbol('CREDENTIAL_STORE');

import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Inject } from '@nestjs/common';
import type {
  ConsumerCredentials,
  CredentialStore,
  RequestTokenCredentials,
  SignedRequestCredentials,
  SignedRequestLookup,
  UserTokenCredentials,
} from '@platform/auth';
import { CredentialCache } from './credential-cache';
import { NonceMemory } from './nonce-memory';

interface LookupRow {
  app_id: string;
  consumer_key: string;
  consumer_secret_enc: string;
  betas: string[] | null;
  token: string | null;
  secret_enc?: string | null;
  token_app_id?: string | null;
  user_id?: string | null;
  access_level?: 'read' | 'write' | null;
  invalidated_at?: Date | null;
  nonce_fresh: boolean;
}
import { SETTINGS, type Settings } from '@platform/config';
import { sha256 } from '../secrets/credentials';
import { SecretBox } from '../secrets/secret-box';

/**
 * The identity module's answer to what authentication needs: apps by consumer
 * key, access and request tokens, app-only bearer tokens (by hash), and the
 * nonces seen within the timestamp window (in memory or in the database, as
 * OAUTH_NONCE_STORE says). Consumers and tokens are cached (CredentialCache).
 */
@Injectable()
export class IdentityCredentialStore implements CredentialStore, OnModuleDestroy {
  private lastPrune = 0;
  private readonly nonces: NonceMemory;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly secrets: SecretBox,
    private readonly cache: CredentialCache,
    @Inject(SETTINGS) private readonly settings: Settings,
  ) {
    this.nonces = new NonceMemory(settings.OAUTH_TIMESTAMP_WINDOW_SECONDS);
  }

  onModuleDestroy(): void {
    this.lastPrune = Number.MAX_SAFE_INTEGER;
  }

  async findConsumer(consumerKey: string): Promise<ConsumerCredentials | undefined> {
    const cached = this.cache.consumer(consumerKey);
    if (cached) return cached;
    const [row] = (await this.dataSource.query(
      'SELECT id, consumer_key, consumer_secret_enc, betas FROM identity.apps WHERE consumer_key = $1',
      [consumerKey],
    )) as Array<{ id: string; consumer_key: string; consumer_secret_enc: string; betas: string[] | null }>;
    if (!row) return undefined;
    const consumer = {
      appId: row.id,
      consumerKey: row.consumer_key,
      consumerSecret: this.secrets.open({ enc: row.consumer_secret_enc }),
      betas: row.betas ?? undefined,
    };
    this.cache.rememberConsumer(consumer);
    return consumer;
  }

  private async loadAccessToken(token: string): Promise<UserTokenCredentials | undefined> {
    const [row] = (await this.dataSource.query(
      'SELECT token, secret_enc, app_id, user_id, access_level, invalidated_at FROM identity.access_tokens WHERE token = $1',
      [token],
    )) as Array<{ token: string; secret_enc: string; app_id: string; user_id: string; access_level: 'read' | 'write'; invalidated_at: Date | null }>;
    if (!row) return undefined;
    const credentials = {
      token: row.token,
      tokenSecret: this.secrets.open({ enc: row.secret_enc }),
      appId: row.app_id,
      userId: row.user_id,
      accessLevel: row.access_level,
      invalidated: row.invalidated_at !== null,
    };
    this.cache.rememberAccessToken(credentials);
    return credentials;
  }

  private async loadRequestToken(token: string): Promise<RequestTokenCredentials | undefined> {
    const [row] = (await this.dataSource.query('SELECT token, secret_enc, app_id FROM identity.request_tokens WHERE token = $1', [
      token,
    ])) as Array<{ token: string; secret_enc: string; app_id: string }>;
    return row && { token: row.token, tokenSecret: this.secrets.open({ enc: row.secret_enc }), appId: row.app_id };
  }

  lookupSignedRequest(lookup: SignedRequestLookup): Promise<SignedRequestCredentials> {
    return this.settings.OAUTH_NONCE_STORE === 'database' ? this.lookupWithDatabaseNonce(lookup) : this.lookupWithMemoryNonce(lookup);
  }

  /** Nonces in memory: consumers and access tokens usually come from the cache, so no round trip at all. */
  private async lookupWithMemoryNonce({ consumerKey, nonce, token }: SignedRequestLookup): Promise<SignedRequestCredentials> {
    const nonceFresh = this.nonces.remember(consumerKey, nonce);
    const consumer = this.cache.consumer(consumerKey) ?? (await this.findConsumer(consumerKey));
    if (!consumer) return { nonceFresh };
    if (token?.kind === 'access') {
      const accessToken = this.cache.accessToken(token.value) ?? (await this.loadAccessToken(token.value));
      return { consumer, accessToken, nonceFresh };
    }
    if (token?.kind === 'request') return { consumer, requestToken: await this.loadRequestToken(token.value), nonceFresh };
    return { consumer, nonceFresh };
  }

  /** Nonces in the database (shared by replicas): consumer, token and nonce in one round trip. */
  private async lookupWithDatabaseNonce({ consumerKey, nonce, token }: SignedRequestLookup): Promise<SignedRequestCredentials> {
    await this.prune();
    const tokenTable = token?.kind === 'request' ? 'identity.request_tokens' : 'identity.access_tokens';
    const tokenColumns =
      token?.kind === 'request'
        ? 't.token, t.secret_enc, t.app_id AS token_app_id'
        : 't.token, t.secret_enc, t.app_id AS token_app_id, t.user_id, t.access_level, t.invalidated_at';
    const rows = (await this.dataSource.query(
      `WITH app AS (SELECT id, consumer_key, consumer_secret_enc, betas FROM identity.apps WHERE consumer_key = $1),
            nonce AS (
              INSERT INTO identity.oauth_nonces (consumer_key, nonce) SELECT consumer_key, $2 FROM app
              ON CONFLICT DO NOTHING RETURNING 1)
       SELECT app.id AS app_id, app.consumer_key, app.consumer_secret_enc, app.betas,
              ${token ? tokenColumns : 'NULL AS token'},
              EXISTS (SELECT 1 FROM nonce) AS nonce_fresh
       FROM app ${token ? `LEFT JOIN ${tokenTable} t ON t.token = $3` : ''}`,
      token ? [consumerKey, nonce, token.value] : [consumerKey, nonce],
    )) as LookupRow[];
    const row = rows[0];
    if (!row) return { nonceFresh: false };
    const result: SignedRequestCredentials = {
      consumer: {
        appId: row.app_id,
        consumerKey: row.consumer_key,
        consumerSecret: this.secrets.open({ enc: row.consumer_secret_enc }),
        betas: row.betas ?? undefined,
      },
      nonceFresh: row.nonce_fresh,
    };
    if (row.token && row.secret_enc && token?.kind === 'access') {
      result.accessToken = {
        token: row.token,
        tokenSecret: this.secrets.open({ enc: row.secret_enc }),
        appId: row.token_app_id!,
        userId: row.user_id!,
        accessLevel: row.access_level!,
        invalidated: row.invalidated_at !== null && row.invalidated_at !== undefined,
      };
    } else if (row.token && row.secret_enc && token?.kind === 'request') {
      result.requestToken = { token: row.token, tokenSecret: this.secrets.open({ enc: row.secret_enc }), appId: row.token_app_id! };
    }
    return result;
  }

  async findBearerToken(token: string): Promise<{ appId: string } | undefined> {
    const hash = sha256(token);
    const cached = this.cache.bearerToken(hash);
    if (cached) return cached;
    const [row] = (await this.dataSource.query('SELECT app_id FROM identity.bearer_tokens WHERE token_hash = $1', [hash])) as Array<{
      app_id: string;
    }>;
    if (!row) return undefined;
    this.cache.rememberBearerToken(hash, row.app_id);
    return { appId: row.app_id };
  }

  /** Not cached: user tokens expire and are replaced at each refresh; one indexed read. */
  async findUserBearerToken(token: string): Promise<{ appId: string; userId: string; scopes: string[]; betas?: string[] } | undefined> {
    const [row] = (await this.dataSource.query(
      `SELECT t.app_id, t.user_id, t.scopes, a.betas FROM identity.oauth2_user_tokens t JOIN identity.apps a ON a.id = t.app_id
        WHERE t.token_hash = $1 AND t.kind = 'access' AND t.expires_at > now()`,
      [sha256(token)],
    )) as Array<{ app_id: string; user_id: string; scopes: string[]; betas: string[] | null }>;
    return row && { appId: row.app_id, userId: row.user_id, scopes: row.scopes, betas: row.betas ?? undefined };
  }

  /** Forgets nonces older than twice the timestamp window (older timestamps are refused anyway). */
  private async prune(): Promise<void> {
    const now = Date.now();
    if (now - this.lastPrune < 60_000) return;
    this.lastPrune = now;
    await this.dataSource.query(`DELETE FROM identity.oauth_nonces WHERE seen_at < now() - make_interval(secs => $1)`, [
      this.settings.OAUTH_TIMESTAMP_WINDOW_SECONDS * 2,
    ]);
  }
}

import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Inject } from '@nestjs/common';
import type {
  ConsumerCredentials,
  CredentialStore,
  RequestTokenCredentials,
  UserTokenCredentials,
} from '@platform/auth';
import { SETTINGS, type Settings } from '@platform/config';
import { sha256 } from '../secrets/credentials';
import { SecretBox } from '../secrets/secret-box';

/**
 * The identity module's answer to what authentication needs: apps by consumer
 * key, access and request tokens, app-only bearer tokens (by hash), and the
 * nonces seen within the timestamp window.
 */
@Injectable()
export class IdentityCredentialStore implements CredentialStore, OnModuleDestroy {
  private lastPrune = 0;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly secrets: SecretBox,
    @Inject(SETTINGS) private readonly settings: Settings,
  ) {}

  onModuleDestroy(): void {
    this.lastPrune = Number.MAX_SAFE_INTEGER;
  }

  async findConsumer(consumerKey: string): Promise<ConsumerCredentials | undefined> {
    const [row] = (await this.dataSource.query(
      'SELECT id, consumer_key, consumer_secret_enc FROM identity.apps WHERE consumer_key = $1',
      [consumerKey],
    )) as Array<{ id: string; consumer_key: string; consumer_secret_enc: string }>;
    return row && { appId: row.id, consumerKey: row.consumer_key, consumerSecret: this.secrets.open({ enc: row.consumer_secret_enc }) };
  }

  async findAccessToken(token: string): Promise<UserTokenCredentials | undefined> {
    const [row] = (await this.dataSource.query(
      'SELECT token, secret_enc, app_id, user_id, access_level, invalidated_at FROM identity.access_tokens WHERE token = $1',
      [token],
    )) as Array<{ token: string; secret_enc: string; app_id: string; user_id: string; access_level: 'read' | 'write'; invalidated_at: Date | null }>;
    return (
      row && {
        token: row.token,
        tokenSecret: this.secrets.open({ enc: row.secret_enc }),
        appId: row.app_id,
        userId: row.user_id,
        accessLevel: row.access_level,
        invalidated: row.invalidated_at !== null,
      }
    );
  }

  async findRequestToken(token: string): Promise<RequestTokenCredentials | undefined> {
    const [row] = (await this.dataSource.query(
      'SELECT token, secret_enc, app_id FROM identity.request_tokens WHERE token = $1',
      [token],
    )) as Array<{ token: string; secret_enc: string; app_id: string }>;
    return row && { token: row.token, tokenSecret: this.secrets.open({ enc: row.secret_enc }), appId: row.app_id };
  }

  async findBearerToken(token: string): Promise<{ appId: string } | undefined> {
    const [row] = (await this.dataSource.query('SELECT app_id FROM identity.bearer_tokens WHERE token_hash = $1', [
      sha256(token),
    ])) as Array<{ app_id: string }>;
    return row && { appId: row.app_id };
  }

  async rememberNonce(consumerKey: string, nonce: string): Promise<boolean> {
    await this.prune();
    const rows = await this.dataSource.query(
      `INSERT INTO identity.oauth_nonces (consumer_key, nonce) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1`,
      [consumerKey, nonce],
    );
    return rows.length === 1;
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

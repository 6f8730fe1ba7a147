import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { BETAS } from '@platform/auth';
import type { AppState } from '../domain/app';
import { oauth2ClientId, oauth2ClientSecret } from '../secrets/oauth2-client';
import { SecretBox } from '../secrets/secret-box';

/** An app as the admin API shows it, secret included: the members its spec names, in that order, then aviary's own. */
export interface AppView {
  id: string;
  name: string;
  consumer_key: string;
  consumer_secret: string;
  callback_urls: string[];
  sign_in_with: boolean;
  desktop: boolean;
  created_at: string;
  /** The betas the app is allowed (every one unless the operator set them). */
  betas: string[];
  /** OAuth 2.0 client credentials (user context); a desktop app is a public client, without a secret. */
  oauth2_client_id: string;
  oauth2_client_secret: string | null;
}

interface AppRow {
  id: string;
  name: string;
  consumer_key: string;
  consumer_secret_enc: string;
  callback_urls: string[];
  sign_in_with: boolean;
  desktop: boolean;
  betas: string[] | null;
  created_at: Date;
}

@Injectable()
export class AppsReadModel {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly secrets: SecretBox,
  ) {}

  async get(appId: string): Promise<AppView | undefined> {
    const rows: AppRow[] = await this.dataSource.query('SELECT * FROM identity.apps WHERE id = $1', [appId]);
    return rows[0] && this.view(rows[0]);
  }

  async list(): Promise<AppView[]> {
    const rows: AppRow[] = await this.dataSource.query('SELECT * FROM identity.apps ORDER BY created_at, id');
    return rows.map((row) => this.view(row));
  }

  private view(row: AppRow): AppView {
    return {
      id: row.id,
      name: row.name,
      consumer_key: row.consumer_key,
      consumer_secret: this.secrets.open({ enc: row.consumer_secret_enc }),
      callback_urls: row.callback_urls,
      sign_in_with: row.sign_in_with,
      desktop: row.desktop,
      created_at: row.created_at.toISOString(),
      betas: row.betas ?? [...BETAS],
      oauth2_client_id: oauth2ClientId(row.id),
      oauth2_client_secret: row.desktop ? null : oauth2ClientSecret(row.id, this.secrets),
    };
  }
}

/** The app as its stream decided it (what a command answers). */
export function appView(app: NonNullable<AppState['app']>, secrets: SecretBox): AppView {
  return {
    id: app.appId,
    name: app.name,
    consumer_key: app.consumerKey,
    consumer_secret: secrets.open(app.consumerSecret),
    callback_urls: app.callbackUrls,
    sign_in_with: app.signInWith,
    desktop: app.desktop,
    created_at: new Date(app.createdAt).toISOString(),
    betas: app.betas ?? [...BETAS],
    oauth2_client_id: oauth2ClientId(app.appId),
    oauth2_client_secret: app.desktop ? null : oauth2ClientSecret(app.appId, secrets),
  };
}

import { createCipheriv, createDecipheriv, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SETTINGS, type Settings } from '@platform/config';
import { StateReplacement } from '@platform/event-store';
import { useCursorKey } from '@platform/http';
import type { EncryptedSecret } from '../domain/app';

/**
 * Encrypts the consumer and token secrets kept in events and read models
 * (AES-256-GCM). They cannot be hashed: HMAC signing needs them back. The key
 * comes from ENCRYPTION_KEY; without it, one is generated once and kept in the
 * database so that every replica shares it (a warning says so at start).
 */
@Injectable()
export class SecretBox implements OnModuleInit {
  private readonly logger = new Logger(SecretBox.name);
  private key?: Buffer;

  constructor(
    @Inject(SETTINGS) private readonly settings: Settings,
    @InjectDataSource() private readonly dataSource: DataSource,
    replacement: StateReplacement,
  ) {
    // a restored snapshot brings the key its secrets were sealed with; a reset keeps the key
    replacement.on({ replaced: () => this.onModuleInit() });
  }

  async onModuleInit(): Promise<void> {
    await this.loadKey();
    // ads list cursors are signed with a key derived from this one: every replica mints and checks alike
    useCursorKey(createHmac('sha256', this.requireKey()).update('derive:ads-cursors').digest());
  }

  private async loadKey(): Promise<void> {
    if (this.settings.ENCRYPTION_KEY) {
      this.key = Buffer.from(this.settings.ENCRYPTION_KEY, 'hex');
      return;
    }
    await this.dataSource.query(
      `INSERT INTO identity.encryption_keys (id, key) VALUES ('default', $1) ON CONFLICT (id) DO NOTHING`,
      [randomBytes(32).toString('hex')],
    );
    const [row] = (await this.dataSource.query(`SELECT key FROM identity.encryption_keys WHERE id = 'default'`)) as Array<{
      key: string;
    }>;
    this.key = Buffer.from(row.key, 'hex');
    this.logger.warn('ENCRYPTION_KEY is not set: secrets are encrypted with a key kept in the database');
  }

  seal(plaintext: string): EncryptedSecret {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.requireKey(), iv);
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    const tag = cipher.getAuthTag();
    return { enc: ['v1', iv.toString('base64url'), tag.toString('base64url'), ciphertext.toString('base64url')].join('.') };
  }

  open(secret: EncryptedSecret): string {
    const [version, iv, tag, ciphertext] = secret.enc.split('.');
    if (version !== 'v1') throw new Error(`Unknown secret format ${version}`);
    const decipher = createDecipheriv('aes-256-gcm', this.requireKey(), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  }

  /**
   * A value derived from the key and a label (HMAC-SHA256, base64url): lets a
   * token be answered again from a stored seed while only its hash is stored.
   */
  derive(label: string): string {
    return createHmac('sha256', this.requireKey()).update(`derive:${label}`).digest('base64url');
  }

  /** `value.signature`: a value the client may hold but not forge (session cookies). */
  sign(value: string): string {
    return `${value}.${createHmac('sha256', this.requireKey()).update(`sign:${value}`).digest('base64url')}`;
  }

  /** The value of a signed string, or undefined when the signature does not match. */
  unsign(signed: string): string | undefined {
    const dot = signed.lastIndexOf('.');
    if (dot <= 0) return undefined;
    const value = signed.slice(0, dot);
    const expected = Buffer.from(this.sign(value));
    const given = Buffer.from(signed);
    return expected.length === given.length && timingSafeEqual(expected, given) ? value : undefined;
  }

  private requireKey(): Buffer {
    if (!this.key) throw new Error('SecretBox used before initialisation');
    return this.key;
  }
}

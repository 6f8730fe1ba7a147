import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { ConsumerCredentials, UserTokenCredentials } from '@platform/auth';
import { ChannelListener, StateReplacement } from '@platform/event-store';

/** The channel invalidations are announced on (NOTIFY runs in the invalidating transaction). */
export const CREDENTIALS_CHANNEL = 'aviary_credentials';

/** How long a token stays cached without being looked up again: a bound if a notification is lost. */
const TOKEN_TTL_MS = 30_000;
const MAX_ENTRIES = 100_000;

interface Cached<T> {
  value: T;
  until: number;
}

/**
 * Credentials every signed request needs, kept in memory so that the hot path
 * asks the database nothing: consumers (apps never change their keys; a change
 * of their betas drops them) and
 * access and bearer tokens (for at most 30 s). An invalidated token is dropped
 * at once here by the invalidating request, and on every other replica through
 * a LISTEN on CREDENTIALS_CHANNEL; after a lost connection the token cache is
 * cleared.
 */
@Injectable()
export class CredentialCache implements OnModuleInit, OnModuleDestroy {
  private readonly consumers = new Map<string, ConsumerCredentials>();
  private readonly accessTokens = new Map<string, Cached<UserTokenCredentials>>();
  private readonly bearerTokens = new Map<string, Cached<{ appId: string }>>();
  private listener?: ChannelListener;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    replacement: StateReplacement,
  ) {
    // a restored snapshot or a reset: every credential may be gone or another
    replacement.on({ replaced: () => this.clear() });
  }

  async onModuleInit(): Promise<void> {
    const url = (this.dataSource.options as { url?: string }).url;
    if (!url) return;
    this.listener = new ChannelListener(url, CREDENTIALS_CHANNEL, {
      notified: (key) => this.evict(key),
      // notifications may have been missed: forget every token, and the consumers (their betas may have changed)
      lost: () => this.clear(),
    });
    await this.listener.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.listener?.stop();
  }

  clear(): void {
    this.consumers.clear();
    this.accessTokens.clear();
    this.bearerTokens.clear();
  }

  consumer(consumerKey: string): ConsumerCredentials | undefined {
    return this.consumers.get(consumerKey);
  }

  rememberConsumer(consumer: ConsumerCredentials): void {
    bounded(this.consumers).set(consumer.consumerKey, consumer);
  }

  accessToken(token: string): UserTokenCredentials | undefined {
    return fresh(this.accessTokens, token);
  }

  rememberAccessToken(credentials: UserTokenCredentials): void {
    // invalidated tokens are not cached: every use asks again (and is refused)
    if (!credentials.invalidated) bounded(this.accessTokens).set(credentials.token, { value: credentials, until: Date.now() + TOKEN_TTL_MS });
  }

  bearerToken(tokenHash: string): { appId: string } | undefined {
    return fresh(this.bearerTokens, tokenHash);
  }

  rememberBearerToken(tokenHash: string, appId: string): void {
    bounded(this.bearerTokens).set(tokenHash, { value: { appId }, until: Date.now() + TOKEN_TTL_MS });
  }

  /** Drops a consumer (`consumer:<key>`: its app's betas changed), an access token (`access:<token>`) or bearer token (`bearer:<sha256>`). */
  evict(key: string): void {
    if (key.startsWith('consumer:')) this.consumers.delete(key.slice('consumer:'.length));
    else if (key.startsWith('access:')) this.accessTokens.delete(key.slice('access:'.length));
    else if (key.startsWith('bearer:')) this.bearerTokens.delete(key.slice('bearer:'.length));
  }
}

function fresh<T>(map: Map<string, Cached<T>>, key: string): T | undefined {
  const entry = map.get(key);
  if (!entry) return undefined;
  if (entry.until < Date.now()) {
    map.delete(key);
    return undefined;
  }
  return entry.value;
}

function bounded<K, V>(map: Map<K, V>): Map<K, V> {
  if (map.size >= MAX_ENTRIES) map.clear();
  return map;
}

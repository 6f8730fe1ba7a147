import { timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { CREDENTIAL_STORE, type ConsumerCredentials, type CredentialStore } from '@platform/auth';
import { unableToVerify } from './oauth-errors';

/**
 * HTTP Basic client authentication of the OAuth 2.0 endpoints: the consumer
 * key and secret, each URL-encoded (RFC 6749 2.3.1), as user name and password.
 * Anything wrong answers 403 code 99.
 */
@Injectable()
export class ClientCredentials {
  constructor(@Inject(CREDENTIAL_STORE) private readonly credentials: CredentialStore) {}

  async verify(req: Request): Promise<ConsumerCredentials> {
    const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(req.header('authorization') ?? '');
    if (!match) throw unableToVerify();
    const decoded = Buffer.from(match[1], 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) throw unableToVerify();
    let key: string;
    let secret: string;
    try {
      key = decodeURIComponent(decoded.slice(0, colon).replace(/\+/g, ' '));
      secret = decodeURIComponent(decoded.slice(colon + 1).replace(/\+/g, ' '));
    } catch {
      throw unableToVerify();
    }
    const consumer = await this.credentials.findConsumer(key);
    const given = Buffer.from(secret);
    const expected = Buffer.from(consumer?.consumerSecret ?? '');
    if (!consumer || given.length !== expected.length || !timingSafeEqual(given, expected)) throw unableToVerify();
    return consumer;
  }
}

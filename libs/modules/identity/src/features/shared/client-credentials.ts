import { Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { CREDENTIAL_STORE, type ConsumerCredentials, type CredentialStore } from '@platform/auth';
import { basicCredentials, sameSecret } from './basic-credentials';
import { unableToVerify } from './oauth-errors';

/**
 * HTTP Basic client authentication of the app-only OAuth 2.0 endpoints with
 * the consumer key and secret. Anything wrong answers 403 code 99.
 */
@Injectable()
export class ClientCredentials {
  constructor(@Inject(CREDENTIAL_STORE) private readonly credentials: CredentialStore) {}

  async verify(req: Request): Promise<ConsumerCredentials> {
    const credentials = basicCredentials(req);
    if (!credentials) throw unableToVerify();
    const consumer = await this.credentials.findConsumer(credentials.id);
    if (!consumer || !sameSecret(credentials.secret, consumer.consumerSecret)) throw unableToVerify();
    return consumer;
  }
}

import { Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { requestContext } from '@platform/ddd';
import { SETTINGS, type Settings } from '@platform/config';
import { AuthFailure } from '../auth-failure';
import { CREDENTIAL_STORE, type CredentialStore } from '../credential-store';
import type { Principal } from '../principal';
import { normalizeBaseUri, oauth1Request, requestBaseUri } from './oauth1-request';
import { normalizedParams, signatureBaseString, signatureMatches } from './oauth1-signature';

const REQUIRED_PARAMS = ['oauth_consumer_key', 'oauth_signature', 'oauth_signature_method', 'oauth_timestamp', 'oauth_nonce'];

/** Which token, if any, must sign the request. */
export type OAuth1TokenKind = 'access' | 'request' | 'none';

/**
 * Verifies an OAuth 1.0a (HMAC-SHA1) signed request: protocol parameters,
 * timestamp window, consumer, token and nonce (fetched and recorded in one
 * round trip), then the signature.
 */
@Injectable()
export class OAuth1Verifier {
  private readonly publicBaseUrls: string[];

  constructor(
    @Inject(SETTINGS) private readonly settings: Settings,
    @Inject(CREDENTIAL_STORE) private readonly credentials: CredentialStore,
  ) {
    this.publicBaseUrls = (settings.OAUTH_PUBLIC_BASE_URL ?? '')
      .split(',')
      .map((u) => u.trim().replace(/\/$/, ''))
      .filter(Boolean);
  }

  async verify(req: Request, tokenKind: OAuth1TokenKind): Promise<Extract<Principal, { scheme: 'oauth1' }>> {
    const signed = oauth1Request(req);
    if (!signed) throw new AuthFailure('missing');
    if (signed.duplicated) throw new AuthFailure('duplicated', signed.duplicated);
    const h = signed.header;
    for (const name of REQUIRED_PARAMS) {
      if (!h[name]) throw new AuthFailure('malformed', `${name} is missing`);
    }
    if (h.oauth_signature_method !== 'HMAC-SHA1') throw new AuthFailure('bad_signature', 'unsupported signature method');
    if (h.oauth_version !== undefined && h.oauth_version !== '1.0') throw new AuthFailure('bad_signature', 'unsupported version');
    if (!/^[\x20-\x7e]{1,255}$/.test(h.oauth_nonce)) throw new AuthFailure('bad_signature', 'nonce must be ASCII');
    const timestamp = Number(h.oauth_timestamp);
    if (!/^\d{1,12}$/.test(h.oauth_timestamp)) throw new AuthFailure('timestamp');
    if (Math.abs(Date.now() / 1000 - timestamp) > this.settings.OAUTH_TIMESTAMP_WINDOW_SECONDS) {
      throw new AuthFailure('timestamp');
    }

    const token = tokenKind === 'none' ? undefined : (h.oauth_token ?? signed.get('oauth_token'));
    if (tokenKind !== 'none' && !token) {
      throw new AuthFailure(tokenKind === 'access' ? 'malformed' : 'invalid_token', 'oauth_token is missing');
    }
    // One round trip: consumer, token, and the nonce recorded as used. A nonce spent by a request
    // that then fails its signature check is simply spent: clients never reuse nonces.
    const found = await this.credentials.lookupSignedRequest({
      consumerKey: h.oauth_consumer_key,
      nonce: h.oauth_nonce,
      token: token ? { value: token, kind: tokenKind as 'access' | 'request' } : undefined,
    });
    const consumer = found.consumer;
    if (!consumer) throw new AuthFailure('bad_signature', 'unknown consumer key');
    // the caller the consumer key names, for the request log of a refused request (the guard assigns it again once the request passes)
    requestContext.assign({ authScheme: 'oauth1', appId: consumer.appId });

    let tokenSecret = '';
    let principal: Extract<Principal, { scheme: 'oauth1' }> = {
      scheme: 'oauth1',
      appId: consumer.appId,
      consumerKey: consumer.consumerKey,
      betas: consumer.betas,
    };
    if (tokenKind === 'access') {
      const t = found.accessToken;
      if (!t || t.invalidated || t.appId !== consumer.appId) throw new AuthFailure('invalid_token');
      tokenSecret = t.tokenSecret;
      principal = { ...principal, userId: t.userId, token: t.token, tokenKind: 'access', accessLevel: t.accessLevel };
    } else if (tokenKind === 'request') {
      const t = found.requestToken;
      if (!t || t.appId !== consumer.appId) throw new AuthFailure('invalid_token');
      tokenSecret = t.tokenSecret;
      principal = { ...principal, token: t.token, tokenKind: 'request' };
    }

    const baseUris = [requestBaseUri(req)];
    for (const base of this.publicBaseUrls) baseUris.push(normalizeBaseUri(base + req.path));
    const candidates = signed.paramsWithLiteralPlus ? [signed.params, signed.paramsWithLiteralPlus] : [signed.params];
    if (!candidates.some((params) => signatureMatches(h.oauth_signature, req.method, baseUris, params, consumer.consumerSecret, tokenSecret))) {
      // what the server signed, for the request log (a developer sees why the signature differs): the
      // base strings hold no secret (the key, consumer and token secrets, is never recorded); the
      // user is the one the token names
      requestContext.assign({
        userId: principal.userId,
        signatureBaseStrings: baseUris.flatMap((uri) => candidates.map((params) => signatureBaseString(req.method, uri, normalizedParams(params)))),
      });
      throw new AuthFailure('bad_signature', 'signature mismatch');
    }
    if (!found.nonceFresh) throw new AuthFailure('bad_signature', 'nonce already used');
    return principal;
  }
}

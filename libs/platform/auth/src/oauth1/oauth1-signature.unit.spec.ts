import type { Request } from 'express';
import { normalizeBaseUri, oauth1Request, parseOAuthHeader } from './oauth1-request';
import { signatureMatches } from './oauth1-signature';

// The worked example of the platform's "Creating a signature" documentation.
const EXAMPLE = {
  method: 'POST',
  url: 'https://api.twitter.com/1.1/statuses/update.json',
  consumerSecret: 'kAcSOqF21Fu85e7zjz7ZN2U4ZRhfV3WpwPAoE3Z7kBw',
  tokenSecret: 'LswwdoUaIvS8ltyTt5jkRh4J50vUPVVHtR2YPi5kE',
  params: [
    ['include_entities', 'true'],
    ['status', 'Hello Ladies + Gentlemen, a signed OAuth request!'],
    ['oauth_consumer_key', 'xvz1evFS4wEEPTGEFPHBog'],
    ['oauth_nonce', 'kYjzVBB8Y0ZFabxSWbWovY3uYSQ2pTgmZeNu2VS4cg'],
    ['oauth_signature_method', 'HMAC-SHA1'],
    ['oauth_timestamp', '1318622958'],
    ['oauth_token', '370773112-GmHxMAgYyLbNEtIKZeRNFsMKPR9EyMZeS9weJAEb'],
    ['oauth_version', '1.0'],
  ] as Array<[string, string]>,
  signature: 'hCtSmYh+iHYCEqBWrE7C7hYmtUk=',
};

describe('OAuth 1.0a signatures', () => {
  it('verifies the documented example', () => {
    const { method, url, params, consumerSecret, tokenSecret, signature } = EXAMPLE;
    expect(signatureMatches(signature, method, [url], params, consumerSecret, tokenSecret)).toBe(true);
  });

  it('refuses any change to method, URL, parameters or secrets', () => {
    const { method, url, params, consumerSecret, tokenSecret, signature } = EXAMPLE;
    expect(signatureMatches(signature, 'GET', [url], params, consumerSecret, tokenSecret)).toBe(false);
    expect(signatureMatches(signature, method, [url + 'x'], params, consumerSecret, tokenSecret)).toBe(false);
    expect(signatureMatches(signature, method, [url], [...params, ['extra', '1']], consumerSecret, tokenSecret)).toBe(false);
    expect(signatureMatches(signature, method, [url], params, consumerSecret + 'x', tokenSecret)).toBe(false);
    expect(signatureMatches(signature, method, [url], params, consumerSecret, '')).toBe(false);
  });

  it('accepts the signature when any of several base URIs matches', () => {
    const { method, url, params, consumerSecret, tokenSecret, signature } = EXAMPLE;
    expect(signatureMatches(signature, method, ['http://127.0.0.1:3000/1.1/statuses/update.json', url], params, consumerSecret, tokenSecret)).toBe(true);
  });

  it('parses the Authorization header, percent-decoding values', () => {
    expect(parseOAuthHeader('OAuth realm="x", oauth_consumer_key="a%2Bb", oauth_nonce="n", oauth_signature="s%3D"')).toEqual({
      realm: 'x',
      oauth_consumer_key: 'a+b',
      oauth_nonce: 'n',
      oauth_signature: 's=',
    });
    expect(parseOAuthHeader('Bearer abc')).toBeUndefined();
    expect(parseOAuthHeader(undefined)).toBeUndefined();
  });

  it('collects header, query and form parameters, counting identical pairs once', () => {
    const req = {
      header: (name: string) => (name === 'authorization' ? 'OAuth oauth_token="t1", oauth_nonce="n", oauth_signature="s"' : undefined),
      originalUrl: '/x?oauth_token=t1&a=1&a=2&b=x+y',
      is: (type: string) => (type === 'application/x-www-form-urlencoded' ? type : false),
      body: { c: ['3', '4'] },
    } as unknown as Request;
    const signed = oauth1Request(req)!;
    expect(signed.params).toEqual([
      ['oauth_token', 't1'],
      ['oauth_nonce', 'n'],
      ['a', '1'],
      ['a', '2'],
      ['b', 'x y'],
      ['c', '3'],
      ['c', '4'],
    ]);
  });

  it('normalises base URIs: lowercase scheme and host, no default port, no query', () => {
    expect(normalizeBaseUri('HTTPS://Ads-API.Example.com:443/12/accounts')).toBe('https://ads-api.example.com/12/accounts');
    expect(normalizeBaseUri('http://localhost:80/x')).toBe('http://localhost/x');
    expect(normalizeBaseUri('http://localhost:3000/x')).toBe('http://localhost:3000/x');
  });
});

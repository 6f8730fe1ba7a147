import type { Request } from 'express';
import { hmacsign } from 'oauth-sign';
import { normalizeBaseUri, oauth1Request, parseOAuthHeader, requestBaseUri } from './oauth1-request';
import { normalizedParams, signatureBaseString, signatureMatches } from './oauth1-signature';

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

  it('signs exactly as the oauth-sign reference does, whatever the characters', () => {
    const alphabet = ['a', 'Z', '0', '-', '.', '_', '~', ' ', '+', '!', '*', "'", '(', ')', '%', '&', '=', '/', ':', 'é', '☃', '😀', ','];
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return (seed >>> 16) % n;
    };
    const text = () => Array.from({ length: random(6) }, () => alphabet[random(alphabet.length)]).join('');
    for (let round = 0; round < 300; round++) {
      const params: Array<[string, string]> = Array.from({ length: 1 + random(6) }, () => [text() || 'k', text()]);
      if (round % 3 === 0) params.push([params[0][0], text()]); // a repeated name
      const grouped: Record<string, string[]> = Object.create(null);
      for (const [name, value] of params) (grouped[name] ??= []).push(value);
      const method = round % 2 ? 'put' : 'GET';
      const uri = `http://127.0.0.1:3000/12/accounts/${text()}`;
      const [consumerSecret, tokenSecret] = [text(), round % 5 ? text() : ''];
      const reference = hmacsign(method, uri, grouped, consumerSecret, tokenSecret);
      expect(signatureMatches(reference, method, [uri], params, consumerSecret, tokenSecret)).toBe(true);
      expect(signatureMatches(reference, method, [uri], [...params, ['x', 'y']], consumerSecret, tokenSecret)).toBe(false);
    }
    expect(signatureBaseString('get', 'http://h/p', normalizedParams([['b', '2'], ['a', 'x y'], ['a', '1']]))).toBe(
      'GET&http%3A%2F%2Fh%2Fp&a%3D1%26a%3Dx%2520y%26b%3D2',
    );
  });

  it('takes the base URI of a request as URL parsing normalises it, whatever the host and path', () => {
    const hosts = ['127.0.0.1:3000', 'LocalHost', 'example.com:80', 'example.com:443', 'Ads-API.Example.com.', '[::1]:8080', '127.1', '0x7f.0.0.1'];
    const paths = ['/12/accounts/abc/line_items', '/', '/a/./b', '/a/../b', '/a/%2e%2E/b', '/a/b/..', '/a%20b', '/a b', '/é', '/a//b', "/a!$&'()*+,;=:@~_-.b", '/a\\b', '/a{b}'];
    for (const protocol of ['http', 'https']) {
      for (const host of hosts) {
        for (const path of paths) {
          const req = { header: (name: string) => (name === 'host' ? host : undefined), protocol, path } as unknown as Request;
          expect(requestBaseUri(req)).toBe(normalizeBaseUri(`${protocol}://${host}${path}`));
          expect(requestBaseUri(req)).toBe(normalizeBaseUri(`${protocol}://${host}${path}`)); // once more, from the origin cache
        }
      }
    }
  });
});

import { checkWebhookUrl } from './webhook-url';

describe('webhook URLs', () => {
  it('take http(s) URLs with ports by default, for local receivers', () => {
    expect(() => checkWebhookUrl('http://127.0.0.1:8080/hook', false)).not.toThrow();
    expect(() => checkWebhookUrl('https://example.com/hook', false)).not.toThrow();
  });

  /** The problem's detail: why the URL was refused. */
  const messageOf = (url: string, strict: boolean): string | undefined => {
    try {
      checkWebhookUrl(url, strict);
      return undefined;
    } catch (error) {
      return (error as { detail: string }).detail;
    }
  };

  it('follow the public rules when strict: https, no port', () => {
    expect(messageOf('http://example.com/hook', true)).toMatch(/https/);
    expect(messageOf('https://example.com:8443/hook', true)).toMatch(/port/);
    expect(messageOf('https://example.com/hook', true)).toBeUndefined();
  });

  it('refuse what is not an http(s) URL as UrlValidationFailed, naming the parameter', () => {
    for (const url of ['not a url', 'ftp://example.com/x', 'https://user:pw@example.com/x']) {
      let error: unknown;
      try {
        checkWebhookUrl(url, false);
      } catch (e) {
        error = e;
      }
      expect(error).toMatchObject({ status: 400, type: 'invalid-request', extras: { errors: [{ message: 'UrlValidationFailed', parameters: { url: [url] } }] } });
    }
  });
});

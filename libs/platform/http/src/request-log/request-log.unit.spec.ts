import { type RequestLogEntry, RequestLog, redactedBaseString, redactedUrl } from './request-log';

const entry = (id: string, status = 200, appId?: string): RequestLogEntry => ({
  id,
  at: 0,
  method: 'GET',
  path: '/2/users/me',
  listener: 'api',
  appId,
  status,
  durationMs: 1,
  aborted: false,
});

describe('the request log', () => {
  it('keeps the newest entries only, newest first, and finds one by id', () => {
    const log = new RequestLog({ REQUEST_LOG_SIZE: 3 } as never);
    for (const id of ['a', 'b', 'c', 'd', 'e']) log.add(entry(id));
    expect(log.newest(10).map((e) => e.id)).toEqual(['e', 'd', 'c']);
    expect(log.newest(2).map((e) => e.id)).toEqual(['e', 'd']);
    expect(log.get('c')?.id).toBe('c');
    expect(log.get('b')).toBeUndefined();
  });

  it('filters by status class, exact status and app', () => {
    const log = new RequestLog({ REQUEST_LOG_SIZE: 10 } as never);
    log.add(entry('ok', 200, '1'));
    log.add(entry('denied', 401, '1'));
    log.add(entry('missing', 404, '2'));
    log.add(entry('broken', 500, '2'));
    expect(log.newest(10, { statuses: [{ class: 4 }] }).map((e) => e.id)).toEqual(['missing', 'denied']);
    expect(log.newest(10, { statuses: [{ exact: 401 }, { class: 5 }] }).map((e) => e.id)).toEqual(['broken', 'denied']);
    expect(log.newest(10, { appId: '1' }).map((e) => e.id)).toEqual(['denied', 'ok']);
  });

  it('keeps nothing at size 0', () => {
    const log = new RequestLog({ REQUEST_LOG_SIZE: 0 } as never);
    log.add(entry('a'));
    expect(log.enabled).toBe(false);
    expect(log.newest(10)).toEqual([]);
    expect(log.get('a')).toBeUndefined();
  });

  it('redacts the values of credential parameters in a URL, and nothing else', () => {
    expect(redactedUrl('/2/users/me')).toBe('/2/users/me');
    expect(redactedUrl('/2/tweets?ids=1,2&pagination_token=abc')).toBe('/2/tweets?ids=1,2&pagination_token=abc');
    expect(redactedUrl('/x?oauth_token=t&a=1&client_secret=s&password=p&code=c&crc_token=k')).toBe(
      '/x?oauth_token=[redacted]&a=1&client_secret=[redacted]&password=[redacted]&code=[redacted]&crc_token=[redacted]',
    );
  });

  it('redacts credential parameters in a signature base string, keeping the protocol parameters that name', () => {
    const params = 'a=1&access_token=secret&oauth_consumer_key=ck&oauth_token=tk';
    const base = `GET&${encodeURIComponent('http://h/p')}&${encodeURIComponent(params)}`;
    expect(redactedBaseString(base)).toBe(
      `GET&${encodeURIComponent('http://h/p')}&${encodeURIComponent('a=1&access_token=%5Bredacted%5D&oauth_consumer_key=ck&oauth_token=tk')}`,
    );
    const plain = `GET&${encodeURIComponent('http://h/p')}&${encodeURIComponent('a=1&oauth_token=tk')}`;
    expect(redactedBaseString(plain)).toBe(plain);
  });
});

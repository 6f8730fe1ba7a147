import type { Response } from 'express';
import { AdsResponse, RawJson, renderAdsResponse } from './ads-response';

function fakeResponse(): Response & { typeSet?: string } {
  const res = {
    req: { params: { account_id: 'a1' }, query: { count: '2' }, body: undefined },
    type(value: string) {
      res.typeSet = value;
      return res;
    },
  } as unknown as Response & { typeSet?: string };
  return res;
}

describe('the ads envelope', () => {
  const entities = ['{"id": "x1", "name": "é☃😀"}', '{"id": "x2", "name": "b"}', '{"id": "x3"}'];

  it('splices entities stored as JSON into the envelope, byte for byte', () => {
    const res = fakeResponse();
    const out = renderAdsResponse(AdsResponse.page({ data: entities.map((e) => new RawJson(e)), next_cursor: 'c1' }), res);
    const expected = `{"request":{"params":{"account_id":"a1","count":"2"}},"next_cursor":"c1","data":[${entities.join(',')}]}`;
    expect(Buffer.isBuffer(out)).toBe(true);
    expect((out as Buffer).equals(Buffer.from(expected, 'utf8'))).toBe(true);
    expect(JSON.parse((out as Buffer).toString('utf8')).data[0].name).toBe('é☃😀');
    expect(res.typeSet).toBe('application/json; charset=utf-8');
  });

  it('answers one stored entity as the data itself', () => {
    const out = renderAdsResponse(AdsResponse.of(new RawJson(entities[0])), fakeResponse()) as Buffer;
    expect(out.toString('utf8')).toBe(`{"request":{"params":{"account_id":"a1","count":"2"}},"data":${entities[0]}}`);
  });

  it('leaves ordinary data, and empty pages, to be serialised', () => {
    const res = fakeResponse();
    expect(renderAdsResponse(AdsResponse.page({ data: [], next_cursor: null }), res)).toEqual({
      request: { params: { account_id: 'a1', count: '2' } },
      next_cursor: null,
      data: [],
    });
    expect(res.typeSet).toBeUndefined();
    expect(renderAdsResponse(AdsResponse.of({ id: 'x' }), res)).toEqual({ request: { params: { account_id: 'a1', count: '2' } }, data: { id: 'x' } });
  });
});

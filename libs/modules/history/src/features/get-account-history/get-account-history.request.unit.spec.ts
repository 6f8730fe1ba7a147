import type { Request } from 'express';
import { AdsError, parseAdsParams } from '@platform/http';
import { GetAccountHistoryRequest, parseHistoryTime } from './get-account-history.request';

function parse(query: Record<string, string>): GetAccountHistoryRequest {
  const req = { params: { account_id: 'acc' }, query, body: undefined } as unknown as Request;
  return parseAdsParams(GetAccountHistoryRequest, req);
}

function errorsOf(query: Record<string, string>): Array<{ code: string; message: string; parameter?: string }> {
  try {
    parse(query);
  } catch (error) {
    expect(error).toBeInstanceOf(AdsError);
    const e = error as AdsError;
    return e.entries.map(({ code, message, parameter }) => ({ code, message, parameter }));
  }
  throw new Error('no error');
}

const valid = {
  entity_type: 'CAMPAIGN',
  entity_id: 'c1',
  start_time: '2026-03-01T10:00:00Z',
  end_time: '2026-03-01T12:00:00Z',
};

describe('account history request', () => {
  it('takes the four required parameters, count defaulting to 200', () => {
    expect(parse(valid)).toMatchObject({ ...valid, count: 200 });
    expect(parse({ ...valid, count: '1000', user_id: '1798234456212209664', cursor: 'abc' })).toMatchObject({
      count: 1000,
      user_id: '1798234456212209664',
      cursor: 'abc',
    });
  });

  it('names every missing parameter', () => {
    expect(errorsOf({})).toEqual(
      ['entity_type', 'entity_id', 'start_time', 'end_time'].map((p) => ({
        code: 'MISSING_PARAMETER',
        message: `"${p}" is a required parameter`,
        parameter: p,
      })),
    );
  });

  it('takes the five entity types only', () => {
    for (const entity_type of ['CAMPAIGN', 'LINE_ITEM', 'PROMOTED_POST', 'TARGETING_CRITERIA', 'PROMOTED_ACCOUNT']) {
      expect(parse({ ...valid, entity_type }).entity_type).toBe(entity_type);
    }
    expect(errorsOf({ ...valid, entity_type: 'ACCOUNT' })).toEqual([
      expect.objectContaining({ code: 'INVALID_PARAMETER', parameter: 'entity_type' }),
    ]);
  });

  it('takes times in whole hours only', () => {
    expect(errorsOf({ ...valid, start_time: '2026-03-01T10:30:00Z' })).toEqual([
      { code: 'INVALID_PARAMETER', message: 'Expected time in whole hours, got "2026-03-01T10:30:00Z" for start_time', parameter: 'start_time' },
    ]);
    expect(errorsOf({ ...valid, end_time: '2026-03-01T12:00:01Z' })).toEqual([
      expect.objectContaining({ code: 'INVALID_PARAMETER', parameter: 'end_time' }),
    ]);
    expect(errorsOf({ ...valid, end_time: '2026-03-01T12:00:00.500Z' })[0].parameter).toBe('end_time');
    // not a time at all: the time message, not the whole-hour one
    expect(errorsOf({ ...valid, start_time: 'yesterday' })).toEqual([
      { code: 'INVALID_PARAMETER', message: 'Expected time, got "yesterday" for start_time', parameter: 'start_time' },
    ]);
    // a date, an offset that lands on a whole UTC hour, no zone at all (read as UTC)
    expect(() => parse({ ...valid, start_time: '2026-03-01', end_time: '2026-03-01T15:30:00+05:30' })).not.toThrow();
    expect(() => parse({ ...valid, start_time: '2026-03-01T10:00:00' })).not.toThrow();
    expect(parseHistoryTime('2026-03-01T10:00:00').toISOString()).toBe('2026-03-01T10:00:00.000Z');
    expect(parseHistoryTime('2026-03-01T15:30:00+05:30').toISOString()).toBe('2026-03-01T10:00:00.000Z');
    expect(errorsOf({ ...valid, start_time: '2026-03-01T10:00:00+05:30' })[0].parameter).toBe('start_time');
  });

  it('bounds count to 1..1000 and takes user ids as numbers', () => {
    expect(errorsOf({ ...valid, count: '0' })[0]).toMatchObject({ code: 'INVALID_PARAMETER', parameter: 'count' });
    expect(errorsOf({ ...valid, count: '1001' })[0]).toMatchObject({ code: 'INVALID_PARAMETER', parameter: 'count' });
    expect(errorsOf({ ...valid, user_id: 'bob' })).toEqual([
      { code: 'INVALID_PARAMETER', message: 'Expected long, got "bob" for user_id', parameter: 'user_id' },
    ]);
  });
});

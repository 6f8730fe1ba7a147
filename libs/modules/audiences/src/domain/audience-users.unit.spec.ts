import { createHash } from 'node:crypto';
import { defaultExpiry, IDENTIFIER_KINDS, judgeUsersBatch } from './audience-users';

const rules = { maxOperations: 3, kinds: IDENTIFIER_KINDS, effectiveAt: true };
const now = new Date('2026-03-31T10:00:00.250Z');
const hash = (v: string) => createHash('sha256').update(v).digest('hex');

describe('judging a users batch', () => {
  it('accepts hashed identifiers (hex case folded) and plain partner ids, with the default window', () => {
    const judged = judgeUsersBatch(
      [{ operation_type: 'Update', params: { users: [{ email: [hash('a').toUpperCase()], partner_user_id: ['crm 1'] }] } }],
      rules,
      now,
    );
    expect(judged).toEqual({
      ok: true,
      operations: [
        {
          type: 'Update',
          users: [{ email: [hash('a')], partner_user_id: ['crm 1'] }],
          effectiveAt: '2026-03-31T10:00:00Z',
          // 13 months later; the 31st of a 30-day month rolls over as Date does
          expiresAt: defaultExpiry(now),
        },
      ],
    });
    expect(defaultExpiry(new Date('2026-01-15T00:00:00Z'))).toBe('2027-02-15T00:00:00Z');
  });

  it('refuses the request as such: not an array, empty, or more operations than allowed', () => {
    expect(judgeUsersBatch({}, rules, now)).toMatchObject({ ok: false, request: { parameter: 'operations' } });
    expect(judgeUsersBatch([], rules, now)).toMatchObject({ ok: false, request: { message: expect.stringContaining('at least one') } });
    const four = Array.from({ length: 4 }, () => ({ operation_type: 'Delete', params: { users: [{ email: [hash('a')] }] } }));
    expect(judgeUsersBatch(four, rules, now)).toMatchObject({ ok: false, request: { message: expect.stringContaining('at most 3') } });
  });

  it('names each bad operation and field, keeping request order', () => {
    const judged = judgeUsersBatch(
      [
        null,
        { operation_type: 'Update', params: { users: [{}, { email: 'x' }, { ssn: ['1'] }, { partner_user_id: [''] }] } },
        { operation_type: 'Update', params: { users: [{ email: [hash('a')] }], effective_at: '2026-03-31 10:00', expires_at: '2026-04-01T00:00:00+02:00' } },
      ],
      rules,
      now,
    );
    expect(judged.ok).toBe(false);
    const operations = (judged as { operations: Array<Array<{ parameter: string; message: string }>> }).operations;
    expect(operations[0]).toEqual([expect.objectContaining({ parameter: 'operation', message: expect.stringMatching(/^operation 0:/) })]);
    expect(operations[1].map((e) => e.parameter)).toEqual(['params.users[0]', 'params.users[1].email', 'params.users[2].ssn', 'params.users[3].partner_user_id']);
    expect(operations[2].map((e) => e.parameter)).toEqual(['params.effective_at', 'params.expires_at']);
  });

  it('wants expires_at later than effective_at, or than now when effective_at is not given', () => {
    const user = { email: [hash('a')] };
    const at = (params: object) => judgeUsersBatch([{ operation_type: 'Update', params: { users: [user], ...params } }], rules, now);
    expect(at({ expires_at: '2026-03-31T10:00:00Z' })).toMatchObject({ ok: false });
    expect(at({ expires_at: '2026-03-31T10:00:01Z' })).toMatchObject({ ok: true });
    expect(at({ effective_at: '2027-01-01T00:00:00Z', expires_at: '2026-12-31T00:00:00Z' })).toMatchObject({ ok: false });
  });

  it('takes twitter_id as platform_id, under its own name in errors', () => {
    const user = { twitter_id: [hash('1').toUpperCase()], platform_id: [hash('2')] };
    const judged = judgeUsersBatch([{ operation_type: 'Update', params: { users: [user] } }], rules, now);
    expect(judged).toMatchObject({ ok: true, operations: [{ users: [{ platform_id: [hash('1'), hash('2')] }] }] });
    const bad = judgeUsersBatch([{ operation_type: 'Delete', params: { users: [{ twitter_id: ['12'] }] } }], rules, now);
    expect(bad).toMatchObject({ ok: false, operations: [[{ parameter: 'params.users[0].twitter_id' }]] });
    const narrow = judgeUsersBatch([{ operation_type: 'Delete', params: { users: [{ twitter_id: [hash('1')] }] } }], { ...rules, kinds: ['email'] }, now);
    expect(narrow).toMatchObject({ ok: false, operations: [[{ parameter: 'params.users[0].twitter_id' }]] });
  });

  it('caps expires_at under 13 months from now where the list asks for it', () => {
    const capped = { ...rules, effectiveAt: false, expiryWithinDefault: true };
    const at = (expires_at: string) => judgeUsersBatch([{ operation_type: 'Update', params: { users: [{ email: [hash('a')] }], expires_at } }], capped, now);
    const limit = defaultExpiry(now);
    expect(at(limit)).toMatchObject({ ok: false, operations: [[{ parameter: 'params.expires_at', message: expect.stringContaining('13 months') }]] });
    expect(at(new Date(Date.parse(limit) - 1000).toISOString().replace('.000', ''))).toMatchObject({ ok: true });
    // custom audiences set no cap
    expect(judgeUsersBatch([{ operation_type: 'Update', params: { users: [{ email: [hash('a')] }], expires_at: '2030-01-01T00:00:00Z' } }], rules, now)).toMatchObject({ ok: true });
  });
});

import { classifyTables, insertionOrder, isSnapshotName, parseHeader, schemaMismatch, SNAPSHOT_FILE_FORMAT } from './snapshot-format';

describe('snapshot names', () => {
  it.each(['before-test', 'a', 'v1.2_fixture', 'X'.repeat(64)])('takes %s', (name) => expect(isSnapshotName(name)).toBe(true));
  it.each(['', '-leading', '.hidden', 'with space', 'slash/name', 'X'.repeat(65), 'ünïcode', 42, undefined])('refuses %p', (name) =>
    expect(isSnapshotName(name)).toBe(false),
  );
});

describe('the tables of the state', () => {
  it('keeps the events and what is outside them, rebuilds read models, empties the transient ones', () => {
    const all = ['event_store.events', 'campaigns.campaigns', 'identity.oauth_nonces', 'creatives.media_segments', 'http.rate_limit_windows'];
    expect(classifyTables(all, ['campaigns.campaigns'])).toEqual({
      kept: ['creatives.media_segments', 'event_store.events'],
      readModels: ['campaigns.campaigns'],
      transient: ['http.rate_limit_windows', 'identity.oauth_nonces'],
    });
  });

  it('puts referenced tables first', () => {
    const order = insertionOrder(
      ['webhooks.deliveries', 'event_store.events', 'webhooks.activity_log', 'event_store.streams', 'a.alone'],
      [
        ['event_store.events', 'event_store.streams'],
        ['webhooks.deliveries', 'webhooks.activity_log'],
        ['webhooks.deliveries', 'elsewhere.not_listed'],
      ],
    );
    expect(order.indexOf('event_store.streams')).toBeLessThan(order.indexOf('event_store.events'));
    expect(order.indexOf('webhooks.activity_log')).toBeLessThan(order.indexOf('webhooks.deliveries'));
    expect(order).toHaveLength(5);
  });

  it('refuses tables that refer to each other in a cycle', () => {
    expect(() => insertionOrder(['a.x', 'a.y'], [['a.x', 'a.y'], ['a.y', 'a.x']])).toThrow(/cycle/);
  });
});

describe('the export file header', () => {
  const header = { format: SNAPSHOT_FILE_FORMAT, version: 1, name: 'fixture', created_at: '2026-01-01T00:00:00.000Z', migration: 'M1', events: 3, tables: { 'event_store.events': 3 } };

  it('reads a header of this version', () => expect(parseHeader(JSON.stringify(header))).toEqual(header));

  it.each([
    ['not json', /not JSON/],
    [JSON.stringify({ ...header, format: 'other' }), /not a snapshot file/],
    [JSON.stringify({ ...header, version: 2 }), /version 2 is not supported/],
    [JSON.stringify({ ...header, name: 'bad name' }), /incomplete/],
    [JSON.stringify({ ...header, tables: undefined }), /incomplete/],
  ])('refuses %s', (line, message) => expect(() => parseHeader(line)).toThrow(message));

  it('says why a snapshot of another schema migration is not restored', () => {
    expect(schemaMismatch('M1', 'M1')).toBeUndefined();
    expect(schemaMismatch('M1', 'M2')).toMatch(/taken at schema migration M1; this server is at M2/);
  });
});

import { activeEntities, activitySource, activityTimes } from './active-entities';

const HOUR = 3_600_000;
const h = (iso: string) => Date.parse(iso);

describe('active entities', () => {
  it('starts inside the first hour and ends inside the last, to the second, the same every time', () => {
    for (let i = 0; i < 300; i++) {
      const first = h('2026-03-05T00:00:00Z') + (i % 24) * HOUR;
      const last = first + (i % 5) * HOUR;
      const { start, end } = activityTimes(`e${i.toString(36)}`, first, last);
      expect(start).toBeGreaterThanOrEqual(first);
      expect(start).toBeLessThan(first + HOUR / 2);
      expect(end).toBeLessThan(last + HOUR);
      expect(end).toBeGreaterThan(last + HOUR / 2);
      expect(start % 1000).toBe(0);
      expect(end % 1000).toBe(0);
      expect(start).toBeLessThan(end);
      expect(activityTimes(`e${i.toString(36)}`, first, last)).toEqual({ start, end });
    }
  });

  it('answers one item per entity, by id, with its placements once each and sorted', () => {
    const items = activeEntities([
      { entityId: 'b2', firstHour: h('2026-03-05T03:00:00Z'), lastHour: h('2026-03-05T03:00:00Z'), placements: ['PUBLISHER_NETWORK', 'ALL_ON_PLATFORM'] },
      { entityId: 'a1', firstHour: h('2026-03-05T01:00:00Z'), lastHour: h('2026-03-05T05:00:00Z'), placements: ['ALL_ON_PLATFORM', 'ALL_ON_PLATFORM'] },
    ]);
    expect(items.map((i) => [i.entity_id, i.placements])).toEqual([
      ['a1', ['ALL_ON_PLATFORM']],
      ['b2', ['ALL_ON_PLATFORM', 'PUBLISHER_NETWORK']],
    ]);
    expect(items[0].activity_start_time).toMatch(/^2026-03-05T01:[0-2]\d:\d{2}Z$/);
    expect(items[0].activity_end_time).toMatch(/^2026-03-05T05:[3-5]\d:\d{2}Z$/);
  });

  it('reads an entity’s own rows where they name the filter’s parent, else the matching line items’ rows', () => {
    expect(activitySource('PROMOTED_POST')).toEqual({ entityType: 'PROMOTED_POST', idColumn: 'entity_id' });
    expect(activitySource('LINE_ITEM', 'funding_instrument_ids')).toEqual({ entityType: 'LINE_ITEM', idColumn: 'entity_id' });
    expect(activitySource('CAMPAIGN', 'campaign_ids')).toEqual({ entityType: 'CAMPAIGN', idColumn: 'entity_id' });
    expect(activitySource('CAMPAIGN', 'line_item_ids')).toEqual({ entityType: 'LINE_ITEM', idColumn: 'campaign_id' });
    expect(activitySource('FUNDING_INSTRUMENT', 'campaign_ids')).toEqual({ entityType: 'LINE_ITEM', idColumn: 'funding_instrument_id' });
    expect(activitySource('FUNDING_INSTRUMENT', 'funding_instrument_ids')).toEqual({ entityType: 'FUNDING_INSTRUMENT', idColumn: 'entity_id' });
  });
});

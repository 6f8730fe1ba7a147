import type { InlineProjection, RecordedEvent, Sql } from '@platform/event-store';
import { adMetrics, type DeliveryEvent } from '../domain/delivery';
import { addSlots, slotsOf } from '../domain/metrics';

export const HOURLY_METRICS = 'analytics.hourly_metrics';
export const CLOCKS = 'analytics.clocks';

interface Row {
  entityType: string;
  entityId: string;
  placement: string;
  fundingInstrumentId: string | null;
  campaignId: string | null;
  lineItemId: string | null;
  slots: number[];
}

/**
 * The delivered hours as rows per entity, placement and hour (see the
 * migration): each line item's hour, its ads' shares, and the sums for its
 * campaign, funding instrument and the account, so a read never adds up
 * across levels; and the account's clock. In the append's transaction, so
 * stats show an hour as soon as it is delivered.
 */
export const deliveryProjection: InlineProjection = {
  name: 'analytics.delivery',
  tables: [HOURLY_METRICS, CLOCKS],
  handles: ['analytics.HourDelivered', 'analytics.ClockAdvanced'],
  async apply(recorded: RecordedEvent, sql: Sql) {
    const event = { type: recorded.type, data: recorded.data } as DeliveryEvent;
    const { environment, accountId } = event.data;
    if (event.type === 'analytics.ClockAdvanced') {
      await sql.query(
        `INSERT INTO ${CLOCKS} (environment, account_id, offset_ms) VALUES ($1, $2, $3)
         ON CONFLICT (environment, account_id) DO UPDATE SET offset_ms = EXCLUDED.offset_ms`,
        [environment, accountId, event.data.offsetMs],
      );
      return;
    }
    const { hour, lineItems } = event.data;
    const rows = new Map<string, Row>();
    const add = (row: Omit<Row, 'slots'>, slots: number[]) => {
      const key = `${row.entityType}/${row.entityId}/${row.placement}`;
      const found = rows.get(key);
      if (found) addSlots(found.slots, slots);
      else rows.set(key, { ...row, slots: [...slots] });
    };
    for (const line of lineItems) {
      const slots = slotsOf(line.metrics);
      const parents = { placement: line.placement, fundingInstrumentId: line.fundingInstrumentId, campaignId: line.campaignId };
      add({ ...parents, entityType: 'LINE_ITEM', entityId: line.lineItemId, lineItemId: line.lineItemId }, slots);
      for (const ad of adMetrics(line, hour)) add({ ...parents, entityType: ad.entity, entityId: ad.id, lineItemId: line.lineItemId }, slotsOf(ad.metrics));
      add({ ...parents, entityType: 'CAMPAIGN', entityId: line.campaignId, lineItemId: null }, slots);
      add({ ...parents, entityType: 'FUNDING_INSTRUMENT', entityId: line.fundingInstrumentId, campaignId: null, lineItemId: null }, slots);
      add({ placement: line.placement, entityType: 'ACCOUNT', entityId: accountId, fundingInstrumentId: null, campaignId: null, lineItemId: null }, slots);
    }
    const list = [...rows.values()];
    await sql.query(
      `INSERT INTO ${HOURLY_METRICS} (environment, account_id, hour, entity_type, entity_id, placement, funding_instrument_id, campaign_id, line_item_id, impressions, metrics)
       SELECT $1, $2, $3, t.* FROM unnest($4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::int8[], $11::text[]) AS t`,
      [
        environment,
        accountId,
        hour,
        list.map((r) => r.entityType),
        list.map((r) => r.entityId),
        list.map((r) => r.placement),
        list.map((r) => r.fundingInstrumentId),
        list.map((r) => r.campaignId),
        list.map((r) => r.lineItemId),
        list.map((r) => r.slots[0] ?? 0),
        list.map((r) => r.slots.join(',')),
      ],
    );
    await sql.query(
      `INSERT INTO ${CLOCKS} (environment, account_id, offset_ms, delivered_through) VALUES ($1, $2, 0, $3::timestamptz + interval '1 hour')
       ON CONFLICT (environment, account_id) DO UPDATE SET delivered_through = EXCLUDED.delivered_through`,
      [environment, accountId, hour],
    );
  },
};

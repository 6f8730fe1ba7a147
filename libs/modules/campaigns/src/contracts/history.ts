import type { Environment } from '@platform/ddd';
import type {
  EntityData,
  EntityHistoryDescriptor,
  FieldChanges,
  HistoryChange,
  RecordedEvent,
} from '@platform/event-store';
import { type CampaignEvent, campaignStreamId } from '../domain/campaign';
import { type LineItemEvent, lineItemStreamId } from '../domain/line-item';
import type { CampaignView, LineItemView } from '../domain/views';

/**
 * How campaigns and line items appear in the account history: the history
 * module reads their streams through these descriptors and never sees the
 * events themselves. Each event of a campaign or line item stream is one
 * change: created (CREATE, no field changes, as the ads API shows it), updated
 * (UPDATE, the fields the event changed) or deleted (DELETE, `deleted` false
 * to true).
 */

/** The campaign members an entry's entity_data shows: those the ads API's example lists (v12 campaigns have no start and end time). */
const CAMPAIGN_MEMBERS = [
  'name',
  'purchase_order_number',
  'daily_budget_amount_local_micro',
  'total_budget_amount_local_micro',
  'duration_in_days',
  'standard_delivery',
  'entity_status',
  'frequency_cap',
  'created_at',
  'updated_at',
  'deleted',
] as const satisfies readonly (keyof CampaignView)[];

/**
 * Members never reported as changed: the id (the entry's entity_id), the time
 * of the change (its change_time), and what the server derives from the status
 * (servable, effective_status, reasons_not_servable) - the advertiser changed
 * entity_status, not those.
 */
const NOT_CHANGES: ReadonlySet<string> = new Set(['id', 'updated_at', 'servable', 'effective_status', 'reasons_not_servable']);

function pick(entity: object, members: readonly string[]): EntityData {
  const source = entity as Record<string, unknown>;
  const out: EntityData = {};
  for (const member of members) out[member] = source[member] ?? null;
  return out;
}

function withoutId(entity: object): EntityData {
  const out: EntityData = { ...(entity as Record<string, unknown>) };
  delete out.id;
  return out;
}

function reported(changes: FieldChanges): FieldChanges {
  return Object.fromEntries(Object.entries(changes).filter(([field]) => !NOT_CHANGES.has(field)));
}

/** The entity after `changes`, keeping the members `shape` keeps. */
function applied(before: EntityData | undefined, changes: FieldChanges, updatedAt: string, shape: (e: object) => EntityData): EntityData {
  const next: Record<string, unknown> = { ...(before ?? {}) };
  for (const [field, { new: value }] of Object.entries(changes)) next[field] = value;
  next.updated_at = updatedAt;
  return shape(next);
}

const deletion = (before: EntityData | undefined, deletedAt: string): HistoryChange => ({
  changeType: 'DELETE',
  changes: { deleted: { old: before?.deleted ?? false, new: true } },
  entityData: { ...(before ?? {}), updated_at: deletedAt, deleted: true },
});

const campaignData = (campaign: object) => pick(campaign, CAMPAIGN_MEMBERS);

export const campaignHistory: EntityHistoryDescriptor = {
  entityType: 'CAMPAIGN',
  streamId: (environment: Environment, campaignId: string) => campaignStreamId(environment, campaignId),
  change(before, recorded: RecordedEvent): HistoryChange | undefined {
    const event = recorded as unknown as CampaignEvent;
    switch (event.type) {
      case 'campaigns.CampaignCreated':
        return { changeType: 'CREATE', changes: {}, entityData: campaignData(event.data.campaign) };
      case 'campaigns.CampaignUpdated':
        return {
          changeType: 'UPDATE',
          changes: reported(event.data.changes),
          entityData: applied(before, event.data.changes, event.data.updatedAt, campaignData),
        };
      case 'campaigns.CampaignDeleted':
        return deletion(before, event.data.deletedAt);
      default:
        return undefined;
    }
  },
};

/** Every member of the line item but its id (the entry's entity_id). */
const lineItemData = (lineItem: object) => withoutId(lineItem as LineItemView);

export const lineItemHistory: EntityHistoryDescriptor = {
  entityType: 'LINE_ITEM',
  streamId: (environment: Environment, lineItemId: string) => lineItemStreamId(environment, lineItemId),
  change(before, recorded: RecordedEvent): HistoryChange | undefined {
    const event = recorded as unknown as LineItemEvent;
    switch (event.type) {
      case 'campaigns.LineItemCreated':
        return { changeType: 'CREATE', changes: {}, entityData: lineItemData(event.data.lineItem) };
      case 'campaigns.LineItemUpdated':
        return {
          changeType: 'UPDATE',
          changes: reported(event.data.changes),
          entityData: applied(before, event.data.changes, event.data.updatedAt, lineItemData),
        };
      case 'campaigns.LineItemDeleted':
        return deletion(before, event.data.deletedAt);
      default:
        return undefined;
    }
  },
};

/** The history descriptors of campaign management, registered by CampaignsModule. */
export const campaignsHistory: readonly EntityHistoryDescriptor[] = [campaignHistory, lineItemHistory];

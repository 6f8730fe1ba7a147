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
import type { CampaignView } from '../domain/views';

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

/** Every member but the id (built, not deleted from a copy: the entries are serialised in bulk). */
function withoutId(entity: object): EntityData {
  const out: EntityData = {};
  for (const [member, value] of Object.entries(entity)) if (member !== 'id') out[member] = value;
  return out;
}

function reported(changes: FieldChanges): FieldChanges {
  const out: FieldChanges = {};
  for (const [field, change] of Object.entries(changes)) if (!NOT_CHANGES.has(field)) out[field] = change;
  return out;
}

/** The entity after `changes`, changed only in the members `shows` keeps. */
function applied(
  before: EntityData | undefined,
  changes: FieldChanges,
  updatedAt: string,
  shows: (member: string) => boolean,
): EntityData {
  const next: EntityData = { ...before };
  for (const [field, change] of Object.entries(changes)) if (shows(field)) next[field] = change.new;
  next.updated_at = updatedAt;
  return next;
}

const deletion = (before: EntityData | undefined, deletedAt: string): HistoryChange => ({
  changeType: 'DELETE',
  changes: { deleted: { old: before?.deleted ?? false, new: true } },
  entityData: { ...before, updated_at: deletedAt, deleted: true },
});

const CAMPAIGN_MEMBER_SET: ReadonlySet<string> = new Set(CAMPAIGN_MEMBERS);
const campaignShows = (member: string) => CAMPAIGN_MEMBER_SET.has(member);
const lineItemShows = (member: string) => member !== 'id';

export const campaignHistory: EntityHistoryDescriptor = {
  entityType: 'CAMPAIGN',
  streamId: (environment: Environment, campaignId: string) => campaignStreamId(environment, campaignId),
  change(before, recorded: RecordedEvent): HistoryChange | undefined {
    const event = recorded as unknown as CampaignEvent;
    switch (event.type) {
      case 'campaigns.CampaignCreated':
        return { changeType: 'CREATE', changes: {}, entityData: pick(event.data.campaign, CAMPAIGN_MEMBERS) };
      case 'campaigns.CampaignUpdated':
        return {
          changeType: 'UPDATE',
          changes: reported(event.data.changes),
          entityData: applied(before, event.data.changes, event.data.updatedAt, campaignShows),
        };
      case 'campaigns.CampaignDeleted':
        return deletion(before, event.data.deletedAt);
      default:
        return undefined;
    }
  },
};

export const lineItemHistory: EntityHistoryDescriptor = {
  entityType: 'LINE_ITEM',
  streamId: (environment: Environment, lineItemId: string) => lineItemStreamId(environment, lineItemId),
  change(before, recorded: RecordedEvent): HistoryChange | undefined {
    const event = recorded as unknown as LineItemEvent;
    switch (event.type) {
      case 'campaigns.LineItemCreated':
        return { changeType: 'CREATE', changes: {}, entityData: withoutId(event.data.lineItem) };
      case 'campaigns.LineItemUpdated':
        return {
          changeType: 'UPDATE',
          changes: reported(event.data.changes),
          entityData: applied(before, event.data.changes, event.data.updatedAt, lineItemShows),
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

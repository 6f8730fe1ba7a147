import type { Environment } from '@platform/ddd';
import type {
  EntityData,
  EntityHistoryDescriptor,
  FieldChanges,
  HistoryChange,
  RecordedEvent,
} from '@platform/event-store';
import { type CampaignCreated, campaignStreamId } from '../domain/campaign';
import { type LineItemCreated, lineItemStreamId } from '../domain/line-item';
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

/**
 * The descriptor of an entity whose stream holds Created (with the entity),
 * Updated (with its changes) and Deleted events, as campaigns and line items do.
 */
function entityHistory(options: {
  entityType: string;
  streamId: (environment: Environment, entityId: string) => string;
  types: { created: string; updated: string; deleted: string };
  /** What a CREATE entry shows of the entity the Created event carries. */
  created: (data: unknown) => EntityData;
  shows: (member: string) => boolean;
}): EntityHistoryDescriptor {
  return {
    entityType: options.entityType,
    streamId: options.streamId,
    change(before, event: RecordedEvent): HistoryChange | undefined {
      const data = event.data as { changes: FieldChanges; updatedAt: string; deletedAt: string };
      switch (event.type) {
        case options.types.created:
          return { changeType: 'CREATE', changes: {}, entityData: options.created(event.data) };
        case options.types.updated:
          return {
            changeType: 'UPDATE',
            changes: reported(data.changes),
            entityData: applied(before, data.changes, data.updatedAt, options.shows),
          };
        case options.types.deleted:
          return deletion(before, data.deletedAt);
        default:
          return undefined;
      }
    },
  };
}

export const campaignHistory = entityHistory({
  entityType: 'CAMPAIGN',
  streamId: campaignStreamId,
  types: { created: 'campaigns.CampaignCreated', updated: 'campaigns.CampaignUpdated', deleted: 'campaigns.CampaignDeleted' },
  created: (data) => pick((data as CampaignCreated['data']).campaign, CAMPAIGN_MEMBERS),
  shows: (member) => CAMPAIGN_MEMBER_SET.has(member),
});

export const lineItemHistory = entityHistory({
  entityType: 'LINE_ITEM',
  streamId: lineItemStreamId,
  types: { created: 'campaigns.LineItemCreated', updated: 'campaigns.LineItemUpdated', deleted: 'campaigns.LineItemDeleted' },
  created: (data) => withoutId((data as LineItemCreated['data']).lineItem),
  shows: (member) => member !== 'id',
});

/** The history descriptors of campaign management, registered by CampaignsModule. */
export const campaignsHistory: readonly EntityHistoryDescriptor[] = [campaignHistory, lineItemHistory];

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Environment } from '@platform/ddd';
import { StateReplacement } from '@platform/event-store';
import { DataSource } from 'typeorm';

/**
 * What the ad server simulation serves from, as an account's entities stand
 * now (the module's read models, which show a change at once): published for
 * the analytics module, which decides delivery on its own stream. The members
 * keep the API's names.
 */
export interface DeliveryAccount {
  id: string;
  timezone: string;
  created_at: string;
  deleted: boolean;
}

export interface DeliveryFundingInstrument {
  id: string;
  type: string;
  entity_status: string;
  able_to_fund: boolean;
  start_time: string | null;
  end_time: string | null;
  credit_limit_local_micro: number | null;
  credit_remaining_local_micro: number | null;
  funded_amount_local_micro: number | null;
  deleted: boolean;
}

export interface DeliveryCampaign {
  id: string;
  funding_instrument_id: string;
  entity_status: string;
  daily_budget_amount_local_micro: number | null;
  total_budget_amount_local_micro: number | null;
  standard_delivery: boolean | null;
  deleted: boolean;
}

export interface DeliveryLineItem {
  id: string;
  campaign_id: string;
  objective: string;
  placements: string[];
  bid_strategy: string;
  bid_amount_local_micro: number | null;
  target_cpa_local_micro: number | null;
  pay_by: string;
  start_time: string | null;
  end_time: string | null;
  total_budget_amount_local_micro: number | null;
  daily_budget_amount_local_micro: number | null;
  entity_status: string;
  primary_web_event_tag: string | null;
  created_at: string;
  deleted: boolean;
}

/** An ad on a line item: a promoted post, a promoted account or a media creative. */
export interface DeliveryAd {
  entity: 'PROMOTED_POST' | 'PROMOTED_ACCOUNT' | 'MEDIA_CREATIVE';
  id: string;
  line_item_id: string;
}

export interface DeliveryTargeting {
  line_item_id: string;
  targeting_type: string;
  targeting_value: string;
  name: string | null;
  location_type: string | null;
}

export interface DeliverySetup {
  account: DeliveryAccount;
  fundingInstruments: DeliveryFundingInstrument[];
  campaigns: DeliveryCampaign[];
  lineItems: DeliveryLineItem[];
  ads: DeliveryAd[];
  targeting: DeliveryTargeting[];
}

/** The entity types an account's stats may name, by the table that holds them. */
const TABLE_OF: Readonly<Record<string, string>> = {
  ACCOUNT: 'campaigns.accounts',
  FUNDING_INSTRUMENT: 'campaigns.funding_instruments',
  CAMPAIGN: 'campaigns.campaigns',
  LINE_ITEM: 'campaigns.line_items',
  PROMOTED_POST: 'campaigns.promoted_posts',
  PROMOTED_ACCOUNT: 'campaigns.promoted_accounts',
  MEDIA_CREATIVE: 'campaigns.media_creatives',
};

const ADS: ReadonlyArray<[DeliveryAd['entity'], string]> = [
  ['PROMOTED_POST', 'campaigns.promoted_posts_shown'],
  ['PROMOTED_ACCOUNT', 'campaigns.promoted_accounts_shown'],
  ['MEDIA_CREATIVE', 'campaigns.media_creatives'],
];

/** How many facts each of the caches below keeps before it starts again. */
const CACHED = 50_000;

@Injectable()
export class DeliverySetups {
  /**
   * Facts that never change once true, kept for the stats reads that ask for
   * them on every request: an account's time zone (set when it is made) and
   * that an id is an entity of the account (a deleted entity stays one).
   */
  private readonly timezones = new Map<string, string>();
  private readonly known = new Set<string>();

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    replacement: StateReplacement,
  ) {
    // facts that never change, until the whole state is replaced
    replacement.on({
      replaced: () => {
        this.timezones.clear();
        this.known.clear();
      },
    });
  }

  /** An account's setup; undefined when the account is unknown in the environment. */
  async of(environment: Environment, accountId: string): Promise<DeliverySetup | undefined> {
    const rows = (await this.db.query(
      `SELECT 'ACCOUNT' AS kind, data FROM campaigns.accounts WHERE environment = $1 AND id = $2
       UNION ALL SELECT 'FUNDING_INSTRUMENT', data FROM campaigns.funding_instruments WHERE environment = $1 AND account_id = $2
       UNION ALL SELECT 'CAMPAIGN', data FROM campaigns.campaigns WHERE environment = $1 AND account_id = $2 AND NOT deleted
       UNION ALL SELECT 'LINE_ITEM', data FROM campaigns.line_items WHERE environment = $1 AND account_id = $2 AND NOT deleted
       ${ADS.map(([entity, table]) => `UNION ALL SELECT '${entity}', data FROM ${table} WHERE environment = $1 AND account_id = $2 AND NOT deleted`).join('\n')}
       UNION ALL SELECT 'TARGETING', data FROM campaigns.targeting_criteria WHERE environment = $1 AND account_id = $2 AND NOT deleted`,
      [environment, accountId],
    )) as Array<{ kind: string; data: Record<string, unknown> }>;
    const of = <T>(kind: string) => rows.filter((r) => r.kind === kind).map((r) => r.data as T);
    const [account] = of<DeliveryAccount>('ACCOUNT');
    if (!account) return undefined;
    return {
      account: { id: account.id, timezone: account.timezone, created_at: account.created_at, deleted: account.deleted },
      fundingInstruments: of<DeliveryFundingInstrument>('FUNDING_INSTRUMENT'),
      campaigns: of<DeliveryCampaign>('CAMPAIGN'),
      lineItems: of<DeliveryLineItem>('LINE_ITEM'),
      ads: ADS.flatMap(([entity]) => of<{ id: string; line_item_id: string }>(entity).map(({ id, line_item_id }) => ({ entity, id, line_item_id }))),
      targeting: of<DeliveryTargeting>('TARGETING').map(({ line_item_id, targeting_type, targeting_value, name, location_type }) => ({
        line_item_id,
        targeting_type,
        targeting_value,
        name,
        location_type: location_type ?? null,
      })),
    };
  }

  /** The accounts with a line item that may serve (active, in an active campaign): those the hourly delivery looks at. */
  async servingAccounts(): Promise<Array<{ environment: Environment; accountId: string }>> {
    const rows = (await this.db.query(
      `SELECT DISTINCT li.environment, li.account_id FROM campaigns.line_items li
         JOIN campaigns.campaigns c ON c.environment = li.environment AND c.id = li.data->>'campaign_id'
        WHERE NOT li.deleted AND li.data->>'entity_status' = 'ACTIVE' AND NOT c.deleted AND c.data->>'entity_status' = 'ACTIVE'`,
    )) as Array<{ environment: Environment; account_id: string }>;
    return rows.map((r) => ({ environment: r.environment, accountId: r.account_id }));
  }

  /** An account's time zone (undefined for an unknown account). */
  async timezone(environment: Environment, accountId: string): Promise<string | undefined> {
    const key = `${environment}/${accountId}`;
    const cached = this.timezones.get(key);
    if (cached !== undefined) return cached;
    const [row] = (await this.db.query(`SELECT data->>'timezone' AS timezone FROM campaigns.accounts WHERE environment = $1 AND id = $2`, [environment, accountId])) as Array<{
      timezone: string;
    }>;
    if (row) remember(this.timezones, key, row.timezone);
    return row?.timezone;
  }

  /**
   * Which of `ids` are entities of the type in the account (deleted ones
   * included: their stats stay). The account itself is `ACCOUNT`; posts are
   * not kept here (an `ORGANIC_POST` is answered by the posts module).
   */
  async existing(environment: Environment, accountId: string, entity: string, ids: readonly string[]): Promise<Set<string>> {
    const table = TABLE_OF[entity];
    if (!table || ids.length === 0) return new Set();
    const keyOf = (id: string) => `${environment}/${accountId}/${entity}/${id}`;
    const found = new Set(ids.filter((id) => this.known.has(keyOf(id))));
    const asked = ids.filter((id) => !found.has(id));
    if (asked.length === 0) return found;
    const owner = entity === 'ACCOUNT' ? 'id' : 'account_id';
    const rows = (await this.db.query(`SELECT id FROM ${table} WHERE environment = $1 AND ${owner} = $2 AND id = ANY($3::text[])`, [environment, accountId, asked])) as Array<{
      id: string;
    }>;
    for (const { id } of rows) {
      found.add(id);
      remember(this.known, keyOf(id));
    }
    return found;
  }
}

/** Keeps a fact in a bounded cache: a full one starts again. */
function remember<K, V>(cache: Map<K, V> | Set<K>, key: K, value?: V): void {
  if (cache.size >= CACHED) cache.clear();
  if (cache instanceof Map) cache.set(key, value as V);
  else cache.add(key);
}

import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ChannelListener } from '@platform/event-store';
import type { DeliveryFault, DeliveryFaults } from './delivery-faults';
import { type ActiveRule, activeRule, type FaultRule, matchesDelivery, matchesRequest } from './fault-rule';

/** Announced when a rule is created or ended, so every replica loads the rules again. */
export const FAULTS_CHANNEL = 'aviary_faults';
/** After a lost listener connection, the rules are loaded again this long after (notifications may have been missed). */
const RELOAD_AFTER_LOST_MS = 1500;

const COLUMNS = `id::text AS id, target, method, path, app_id, webhook_id, status, delay_ms, action, fraction, count, remaining,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
  to_char(expires_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS expires_at`;

export type NewFaultRule = Omit<FaultRule, 'id' | 'remaining' | 'created_at' | 'expires_at'> & { expires_in_seconds: number };

/**
 * The fault rules: kept in PostgreSQL (shared by replicas, a counted rule
 * taken atomically) and held in memory by each replica, loaded again when any
 * replica announces a change (LISTEN/NOTIFY). A request or delivery that no
 * live rule matches costs no database round trip; only a counted rule that
 * matches does (one UPDATE). Exists only when FAULT_INJECTION is on.
 */
@Injectable()
export class FaultRules implements OnModuleInit, OnApplicationShutdown, DeliveryFaults {
  private readonly logger = new Logger('Faults');
  private rules: ActiveRule[] = [];
  private listener?: ChannelListener;
  private loading?: Promise<void>;
  private reloadAgain = false;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async onModuleInit(): Promise<void> {
    const url = (this.dataSource.options as { url?: string }).url;
    if (url) {
      this.listener = new ChannelListener(url, FAULTS_CHANNEL, {
        notified: () => void this.reload(),
        lost: () => void setTimeout(() => void this.reload(), RELOAD_AFTER_LOST_MS).unref(),
      });
      await this.listener.start();
    }
    await this.reload();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.listener?.stop();
  }

  /** Whether any rule may pick requests (no rule: nothing to look at). */
  get anyRequestRule(): boolean {
    return this.rules.some((r) => r.rule.target === 'request');
  }

  /** The live rules, oldest first. */
  async list(): Promise<FaultRule[]> {
    return (await this.dataSource.query(
      `SELECT ${COLUMNS} FROM faults.rules WHERE expires_at > now() AND (remaining IS NULL OR remaining > 0) ORDER BY id`,
    )) as FaultRule[];
  }

  async create(rule: NewFaultRule): Promise<FaultRule> {
    const [created] = (await this.dataSource.query(
      `INSERT INTO faults.rules (target, method, path, app_id, webhook_id, status, delay_ms, action, fraction, count, remaining, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10, now() + make_interval(secs => $11))
       RETURNING ${COLUMNS}`,
      [rule.target, rule.method, rule.path, rule.app_id, rule.webhook_id, rule.status, rule.delay_ms, rule.action, rule.fraction, rule.count, rule.expires_in_seconds],
    )) as FaultRule[];
    // rules long over are dropped as new ones come (an hour kept, for whoever looks at the table)
    await this.dataSource.query(`DELETE FROM faults.rules WHERE expires_at < now() - interval '1 hour'`);
    await this.changed();
    return created;
  }

  /** Ends a live rule and answers it; undefined when no live rule has this id. */
  async end(id: string): Promise<FaultRule | undefined> {
    if (!/^\d{1,18}$/.test(id)) return undefined;
    const ended = (await this.dataSource.query(
      `WITH ended AS (
         DELETE FROM faults.rules WHERE id = $1 AND expires_at > now() AND (remaining IS NULL OR remaining > 0) RETURNING *
       ) SELECT ${COLUMNS} FROM ended`,
      [id],
    )) as FaultRule[];
    if (ended.length > 0) await this.changed();
    return ended[0];
  }

  /** The rule that faults this request, if any (a counted rule's share is taken here). */
  async forRequest(method: string, path: string, appId: string | undefined): Promise<FaultRule | undefined> {
    const now = Date.now();
    for (const active of this.rules) {
      if (matchesRequest(active, method, path, appId, now) && (await this.fires(active))) return active.rule;
    }
    return undefined;
  }

  async forDelivery({ webhookId, appId }: { webhookId: string; appId: string }): Promise<DeliveryFault | undefined> {
    const now = Date.now();
    for (const active of this.rules) {
      if (matchesDelivery(active, webhookId, appId, now) && (await this.fires(active))) return { action: active.rule.action!, ruleId: active.rule.id };
    }
    return undefined;
  }

  /** Whether a matching rule faults this one: by chance for a fraction, while some are left for a count. */
  private async fires(active: ActiveRule): Promise<boolean> {
    const { rule } = active;
    if (rule.fraction !== null) return Math.random() < rule.fraction;
    const taken = (await this.dataSource.query(
      `WITH taken AS (
         UPDATE faults.rules SET remaining = remaining - 1 WHERE id = $1 AND remaining > 0 AND expires_at > now() RETURNING remaining
       ) SELECT remaining FROM taken`,
      [rule.id],
    )) as Array<{ remaining: number }>;
    if (taken.length === 0 || taken[0].remaining === 0) this.rules = this.rules.filter((r) => r !== active);
    if (taken.length > 0) rule.remaining = taken[0].remaining;
    return taken.length > 0;
  }

  /** Loads the rules of this replica again, then tells the others. */
  private async changed(): Promise<void> {
    await this.reload();
    await this.dataSource.query(`SELECT pg_notify($1, '')`, [FAULTS_CHANNEL]);
  }

  /** Loads the live rules; a load asked for while one runs runs once more after it. */
  private reload(): Promise<void> {
    if (this.loading) {
      this.reloadAgain = true;
      return this.loading;
    }
    this.loading = (async () => {
      do {
        this.reloadAgain = false;
        try {
          this.rules = (await this.list()).map(activeRule);
        } catch (error) {
          this.logger.warn({ err: error }, 'could not load the fault rules');
        }
      } while (this.reloadAgain);
    })().finally(() => (this.loading = undefined));
    return this.loading;
  }
}

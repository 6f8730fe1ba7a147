import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { EntityHistoryRegistry, EventTypeRegistry, inTransaction, ProjectionRebuilder, ProjectionRegistry } from '@platform/event-store';
import type { AnyAdsEntity } from './ads-entity';

/**
 * A module's declared entities, registered in one call from its
 * `onModuleInit`: each entity's event types, its inline projection and, where
 * it has one, its place in the account history. At start-up, a declared
 * table (`entityTable`) that is missing is provisioned and filled from the
 * events.
 */
@Injectable()
export class AdsEntityRegistration implements OnApplicationBootstrap {
  private readonly log = new Logger('AdsEntityRegistration');
  private readonly entities: AnyAdsEntity[] = [];

  constructor(
    private readonly eventTypes: EventTypeRegistry,
    private readonly projections: ProjectionRegistry,
    private readonly history: EntityHistoryRegistry,
    private readonly rebuilder: ProjectionRebuilder,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  register(...entities: readonly AnyAdsEntity[]): void {
    for (const entity of entities) {
      this.eventTypes.register(...entity.eventTypes);
      this.projections.register(entity.projection);
      if (entity.history) this.history.register(entity.history);
      this.entities.push(entity);
    }
  }

  /** The registered entities an account owns (its own rows keyed by `account_id`), in registration order. */
  accountEntities(): AnyAdsEntity[] {
    return this.entities.filter((entity) => entity.scope === 'account' && !entity.table.spec.ownerColumn);
  }

  onApplicationBootstrap(): Promise<void> {
    return this.provision();
  }

  /**
   * Creates each registered entity's declared table where it is missing
   * (one process at a time: replicas may start together), then fills the
   * new ones from the events: an entity added since the store began, or a
   * read model dropped to be rebuilt.
   */
  async provision(): Promise<void> {
    const declared = this.entities.filter((entity) => entity.table.spec.provision);
    if (declared.length === 0) return;
    // filling one table from the events must not clear rows other projections keep
    const shared = declared.find((entity) => entity.projection.tables.length > 1);
    if (shared) throw new Error(`${shared.name}: a declared table is its projection's only one; give a table its projection shares a migration`);
    const created = await inTransaction(this.db, async (sql) => {
      await sql.query(`SELECT pg_advisory_xact_lock(hashtext('aviary.provision-read-models'))`);
      const made: AnyAdsEntity[] = [];
      for (const entity of declared) {
        const { table, provision } = entity.table.spec;
        const { rows } = await sql.query<{ exists: boolean }>(`SELECT to_regclass($1) IS NOT NULL AS exists`, [table]);
        if (rows[0].exists) continue;
        await sql.query(`CREATE SCHEMA IF NOT EXISTS ${table.slice(0, table.indexOf('.'))}`);
        await sql.query(provision!.ddl);
        for (const index of provision!.indexes) await sql.query(index);
        made.push(entity);
      }
      return made;
    });
    for (const entity of created) {
      const { eventsApplied } = await this.rebuilder.rebuild(entity.projection.name);
      this.log.log(`provisioned ${entity.table.spec.table} and filled it from ${eventsApplied} events`);
    }
  }
}

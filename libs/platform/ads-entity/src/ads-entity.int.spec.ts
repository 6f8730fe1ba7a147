import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { type EntityView, type Environment, type LifecycleState, notFound } from '@platform/ddd';
import { EventStore, EventTypeRegistry, foldHistory, ProjectionRegistry, type RecordedEvent } from '@platform/event-store';
import { Metrics } from '@platform/metrics';
import { EntityTable, entityTableDdl, entityTableIndexes, generatedText } from '@platform/read-model';
import { projectionSpec } from '@platform/testing';
import { TEST_DATABASE_URL } from '../../../../test/support/database';
import { adsEntity } from './ads-entity';
import { AdsEntities } from './ads-entity-commands';

/** The kit's projection and history, for a made-up entity in a table of its own. */
interface Widget extends EntityView {
  name: string;
  /** Derived: serves unless deleted or unnamed. */
  servable: boolean | null;
  /** Set by a named fact (a polish), never by an update. */
  shine?: number;
}
type Base = { environment: Environment; accountId: string; id: string; now: string };

const widgetsTable = new EntityTable<Widget>({ table: 'kit_test.widgets', sortColumns: { created_at: 'created_at' }, prefixColumn: 'name' });
const Widget = adsEntity({
  lifecycle: {
    name: 'Widget',
    events: { created: 'kit_test.WidgetCreated', updated: 'kit_test.WidgetUpdated', deleted: 'kit_test.WidgetDeleted' },
    dataKeys: { entity: 'widget', id: 'widgetId' },
    commands: { create: 'CreateWidget', update: 'UpdateWidget', delete: 'DeleteWidget' },
    notFound: (id: string, accountId: string) => notFound(`Widget ${id} was not found for Account ${accountId}`, 'widget_id'),
    create: (c: Base & { type: 'CreateWidget'; name: string }) => ({
      id: c.id,
      name: c.name,
      servable: true,
      created_at: c.now,
      updated_at: c.now,
      deleted: false,
    }),
    derived: { servable: (w: Widget) => (w.deleted ? null : w.name !== '') },
    facts: { 'kit_test.WidgetPolished': (w: Widget, data: Record<string, unknown>) => ({ ...w, shine: data.shine as number, updated_at: data.polishedAt as string }) },
  },
  stream: 'kit_test.Widget',
  table: widgetsTable,
  idParam: 'widget_id',
  history: { entityType: 'WIDGET', members: ['name', 'servable', 'shine', 'created_at', 'updated_at', 'deleted'] },
});

const base = { environment: 'sandbox' as const, accountId: 'acc1', id: 'w1' };
const events = [
  ...Widget.decider.decide({ ...base, type: 'CreateWidget', name: 'first', now: '2026-01-01T00:00:00Z' }, Widget.decider.initialState()),
];
const created = events[0];
const updated = { type: 'kit_test.WidgetUpdated', data: { ...base, widgetId: 'w1', changes: { name: { old: 'first', new: 'second' } }, updatedAt: '2026-01-02T00:00:00Z' } };
/** An update stored before `servable` was derived: what it says of it is computed again (the name is not blank: it serves). */
const storedWithDerived = {
  type: 'kit_test.WidgetUpdated',
  data: { ...base, widgetId: 'w1', changes: { name: { old: 'second', new: 'third' }, servable: { old: true, new: false } }, updatedAt: '2026-01-02T12:00:00Z' },
};
const unnamed = { type: 'kit_test.WidgetUpdated', data: { ...base, widgetId: 'w1', changes: { name: { old: 'second', new: '' } }, updatedAt: '2026-01-02T12:00:00Z' } };
const polished = { type: 'kit_test.WidgetPolished', data: { ...base, widgetId: 'w1', shine: 3, polishedAt: '2026-01-02T18:00:00Z' } };
const deleted = { type: 'kit_test.WidgetDeleted', data: { ...base, widgetId: 'w1', deletedAt: '2026-01-03T00:00:00Z' } };

describe('the ads entity kit', () => {
  let db: DataSource;
  beforeAll(async () => {
    db = await new DataSource({ type: 'postgres', url: TEST_DATABASE_URL }).initialize();
    await db.query('CREATE SCHEMA IF NOT EXISTS kit_test');
    await db.query('DROP TABLE IF EXISTS kit_test.widgets');
    await db.query(entityTableDdl('kit_test.widgets', [generatedText('name')]));
    for (const index of entityTableIndexes('kit_test.widgets')) await db.query(index);
  });
  afterAll(async () => {
    await db.query('DROP SCHEMA kit_test CASCADE');
    await db.destroy();
  });

  const rows = (spec: ReturnType<ReturnType<typeof projectionSpec>['given']>) =>
    spec.thenRows<{ environment: string; account_id: string; id: string; name: string; deleted: boolean; data: Widget }>(
      'SELECT environment, account_id, id, name, deleted, data FROM kit_test.widgets ORDER BY id',
    );

  it('stores no derived member in its events: the created entity holds the facts, an update the facts it changed', () => {
    expect(created.data).toEqual({ environment: 'sandbox', accountId: 'acc1', widget: { id: 'w1', name: 'first', created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z', deleted: false } });
    const state = Widget.decider.evolve(Widget.decider.initialState(), created);
    expect(state.entity!.servable).toBe(true);
    const [renamed] = Widget.decider.decide({ ...base, type: 'UpdateWidget', patch: { name: '' }, now: '2026-01-02T00:00:00Z' } as never, state);
    expect(renamed.data.changes).toEqual({ name: { old: 'first', new: '' } });
    expect(Widget.decider.evolve(state, renamed).entity!.servable).toBe(false);
  });

  it('registers its named facts with its lifecycle events', () => {
    expect(Widget.eventTypes.map((t) => t.type)).toEqual(['kit_test.WidgetCreated', 'kit_test.WidgetUpdated', 'kit_test.WidgetDeleted', 'kit_test.WidgetPolished']);
  });

  it('projects a creation as the entity, in its environment and account', async () => {
    expect(await rows(projectionSpec(Widget.projection, db).given([created]))).toEqual([
      {
        environment: 'sandbox',
        account_id: 'acc1',
        id: 'w1',
        name: 'first',
        deleted: false,
        data: { id: 'w1', name: 'first', servable: true, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z', deleted: false },
      },
    ]);
  });

  it('patches the changed members and the time of an update, and marks a deletion with what it derives', async () => {
    const [row] = await rows(projectionSpec(Widget.projection, db).given([created, updated, deleted]));
    expect(row).toMatchObject({ name: 'second', deleted: true });
    expect(row.data).toEqual({ id: 'w1', name: 'second', servable: null, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-03T00:00:00Z', deleted: true });
    // the spec leaves nothing behind
    expect(await db.query('SELECT count(*)::int AS n FROM kit_test.widgets')).toEqual([{ n: 0 }]);
  });

  it('computes the derived members from the row after each event, whatever a stored event says of them', async () => {
    const [blank] = await rows(projectionSpec(Widget.projection, db).given([created, updated, unnamed]));
    expect(blank.data).toMatchObject({ name: '', servable: false });
    const [third] = await rows(projectionSpec(Widget.projection, db).given([created, updated, storedWithDerived]));
    expect(third.data).toMatchObject({ name: 'third', servable: true, updated_at: '2026-01-02T12:00:00Z' });
    // the decider folds it the same way
    const state = [created, updated, storedWithDerived].reduce(Widget.decider.evolve, Widget.decider.initialState());
    expect(state.entity).toMatchObject({ name: 'third', servable: true });
  });

  it('projects a named fact as what it makes of the entity', async () => {
    const [row] = await rows(projectionSpec(Widget.projection, db).given([created, polished]));
    expect(row.data).toEqual({ id: 'w1', name: 'first', servable: true, shine: 3, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-02T18:00:00Z', deleted: false });
    expect([created, polished].reduce(Widget.decider.evolve, Widget.decider.initialState()).entity).toEqual(row.data);
  });

  it('reads the same events as account history entries, in the members it shows', () => {
    const recorded = [created, updated, polished, unnamed, deleted].map((e, i) => ({ ...e, streamPosition: i + 1 }) as unknown as RecordedEvent);
    const entries = foldHistory(Widget.history!, recorded).map((entry) => entry.change);
    const at = { created_at: '2026-01-01T00:00:00Z' };
    expect(entries).toEqual([
      { changeType: 'CREATE', changes: {}, entityData: { name: 'first', servable: true, shine: null, ...at, updated_at: '2026-01-01T00:00:00Z', deleted: false } },
      {
        changeType: 'UPDATE',
        changes: { name: { old: 'first', new: 'second' } },
        entityData: { name: 'second', servable: true, shine: null, ...at, updated_at: '2026-01-02T00:00:00Z', deleted: false },
      },
      {
        changeType: 'UPDATE',
        changes: { shine: { old: null, new: 3 } },
        entityData: { name: 'second', servable: true, shine: 3, ...at, updated_at: '2026-01-02T18:00:00Z', deleted: false },
      },
      {
        // the derived member follows, and is not reported as changed
        changeType: 'UPDATE',
        changes: { name: { old: 'second', new: '' } },
        entityData: { name: '', servable: false, shine: 3, ...at, updated_at: '2026-01-02T12:00:00Z', deleted: false },
      },
      {
        changeType: 'DELETE',
        changes: { deleted: { old: false, new: true } },
        entityData: { name: '', servable: null, shine: 3, ...at, updated_at: '2026-01-03T00:00:00Z', deleted: true },
      },
    ]);
    // an update stored with a derived member reports it no more than it shows what it said
    const [, old] = foldHistory(Widget.history!, [created, storedWithDerived].map((e, i) => ({ ...e, streamPosition: i + 1 }) as unknown as RecordedEvent));
    expect(old.change).toMatchObject({ changes: { name: { old: 'second', new: 'third' } }, entityData: { name: 'third', servable: true } });
    expect(Widget.history!.streamId('sandbox', 'w1')).toBe('kit_test.Widget-sandbox-w1');
  });

  describe('commands', () => {
    const types = new EventTypeRegistry();
    types.register(...Object.values(Widget.definition.lifecycle.events).map((type) => ({ type, schemaVersion: 1 })));
    const storeOn = (clock?: { now(): Date }) => new EventStore(db, types, new ProjectionRegistry(), new Metrics(), clock);
    const environment = 'sandbox' as const;
    const accountId = 'acc1';

    it('decides a conflicting batch again from fresh state, not from what this replica last knew', async () => {
      // the time comes from the store's clock, stamped once for the whole batch
      const store = storeOn({ now: () => new Date('2026-03-01T12:34:56.789Z') });
      const here = new AdsEntities(store);
      const parentId = `p${randomUUID()}`;
      const parentStream = Widget.streamId(environment, parentId);
      const parent = await here.createWithId(Widget, parentId, { environment, accountId, name: 'first' });
      expect(parent.created_at).toBe('2026-03-01T12:34:56Z');
      // another replica renames the parent: this replica still knows it as 'first'
      await new AdsEntities(storeOn()).execute(Widget, 'UpdateWidget', { environment, accountId, id: parentId, patch: { name: 'second' } });

      const read: string[] = [];
      const [child] = await here.batch<Widget>(Widget, [
        {
          kind: 'create',
          command: { environment, accountId, name: '' },
          // a context reading the parent as this replica knows it, guarded: a stale read fails the append
          context: async () => {
            const { version, state } =
              store.known<LifecycleState<Widget>>(parentStream, Widget.decider) ?? (await store.load(parentStream, Widget.decider));
            read.push(state.entity!.name);
            return { command: { name: `child of ${state.entity!.name}` }, guards: [{ streamId: parentStream, expectedVersion: version }] };
          },
        },
      ]);

      expect(read).toEqual(['first', 'second']);
      expect(child).toMatchObject({ name: 'child of second', created_at: '2026-03-01T12:34:56Z' });
      const stored = await store.readStream(Widget.streamId(environment, child.id));
      expect(stored.events.map((e) => (e.data as { widget: Widget }).widget.name)).toEqual(['child of second']);
    });
  });
});

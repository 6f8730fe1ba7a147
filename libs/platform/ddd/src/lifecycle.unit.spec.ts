import { deciderSpec } from '@platform/testing';
import { invalidParameter, notFound } from './errors';
import { createdEntity, type EntityView, lifecycle, lifecycleDecider, lifecycleNames, type LifecycleState } from './lifecycle';

/** A made-up entity: a name that must not be blank, and a status the server derives from it. */
interface Widget extends EntityView {
  name: string;
  status: string;
  /** Optional: absent until set, and a null in the patch removes it. */
  note?: string;
}
type Base = { environment: 'production'; accountId: string; id: string; now: string };
type CreateWidget = Base & { type: 'CreateWidget'; name: string };
type UpdateWidget = Base & { type: 'UpdateWidget'; patch: { name?: string; note?: string | null } };
type DeleteWidget = Base & { type: 'DeleteWidget' };

const decider = lifecycleDecider<Widget, CreateWidget, UpdateWidget, DeleteWidget>({
  name: 'Widget',
  events: { created: 'test.WidgetCreated', updated: 'test.WidgetUpdated', deleted: 'test.WidgetDeleted' },
  dataKeys: { entity: 'widget', id: 'widgetId' },
  commands: { create: 'CreateWidget', update: 'UpdateWidget', delete: 'DeleteWidget' },
  notFound: (id, accountId) => notFound(`Widget ${id} was not found for Account ${accountId}`, 'widget_id'),
  create: (c) => {
    if (!c.name.trim()) throw invalidParameter('name', 'name must not be blank');
    return { id: c.id, name: c.name, status: '', created_at: c.now, updated_at: c.now, deleted: false };
  },
  update: (current, c) => {
    const { note, ...rest } = { ...current, ...(c.patch.name === undefined ? {} : { name: c.patch.name }) };
    const kept = c.patch.note === null ? undefined : (c.patch.note ?? note);
    return kept === undefined ? rest : { ...rest, note: kept };
  },
  derived: { status: (w) => (w.deleted ? 'GONE' : `named ${w.name}`) },
  facts: { 'test.WidgetRenamedBySystem': (w, data) => ({ ...w, name: data.name as string, updated_at: data.at as string }) },
});
const spec = deciderSpec(decider);
const base = { environment: 'production' as const, accountId: 'a1', id: 'w1' };
const created = { type: 'test.WidgetCreated', data: { environment: 'production', accountId: 'a1', widget: { id: 'w1', name: 'one', created_at: 't0', updated_at: 't0', deleted: false } } };

describe('the ads entity lifecycle', () => {
  it('creates the entity its rules build, storing none of what the server derives', () => {
    spec.given([]).when({ ...base, type: 'CreateWidget', name: 'one', now: 't0' }).then([created]);
    spec.given([]).when({ ...base, type: 'CreateWidget', name: ' ', now: 't0' }).thenThrows({ parameter: 'name' });
    spec.given([created]).when({ ...base, type: 'CreateWidget', name: 'again', now: 't1' }).thenThrows({ kind: 'conflict' });
  });

  it('records each changed field, old and new, derived ones left out; nothing changed is no event', () => {
    spec
      .given([created])
      .when({ ...base, type: 'UpdateWidget', patch: { name: 'two' }, now: 't1' })
      .then([
        {
          type: 'test.WidgetUpdated',
          data: {
            environment: 'production',
            accountId: 'a1',
            widgetId: 'w1',
            changes: { name: { old: 'one', new: 'two' } },
            updatedAt: 't1',
          },
        },
      ]);
    spec.given([created]).when({ ...base, type: 'UpdateWidget', patch: { name: 'one' }, now: 't1' }).then([]);
    spec.given([created]).when({ ...base, type: 'UpdateWidget', patch: {}, now: 't1' }).then([]);
  });

  it('records a member the update removes as unset, so the entity no longer shows its old value', () => {
    const noted = { type: 'test.WidgetUpdated', data: { environment: 'production', accountId: 'a1', widgetId: 'w1', changes: { note: { old: null, new: 'hi' } }, updatedAt: 't1' } };
    spec.given([created]).when({ ...base, type: 'UpdateWidget', patch: { note: 'hi' }, now: 't1' }).then([noted]);
    const [removed] = spec.given([created, noted]).when({ ...base, type: 'UpdateWidget', patch: { note: null }, now: 't2' }).thenEvents();
    expect(removed.data.changes).toEqual({ note: { old: 'hi', new: null } });
    const state = [created, noted, removed].reduce(decider.evolve, decider.initialState()) as LifecycleState<Widget>;
    expect(state.entity!.note ?? null).toBeNull();
    // unset already: nothing to record
    spec.given([created]).when({ ...base, type: 'UpdateWidget', patch: { note: null }, now: 't2' }).then([]);
  });

  it('answers not found for an unknown entity, another account’s, and a deleted one', () => {
    const deleted = { type: 'test.WidgetDeleted', data: { environment: 'production', accountId: 'a1', widgetId: 'w1', deletedAt: 't2' } };
    spec.given([created]).when({ ...base, type: 'DeleteWidget', now: 't2' }).then([deleted]);
    for (const [history, accountId] of [
      [[], 'a1'],
      [[created], 'a2'],
      [[created, deleted], 'a1'],
    ] as const) {
      for (const command of [
        { ...base, accountId, type: 'UpdateWidget' as const, patch: { name: 'x' }, now: 't3' },
        { ...base, accountId, type: 'DeleteWidget' as const, now: 't3' },
      ]) {
        spec.given([...history]).when(command).thenThrows({ kind: 'not_found', parameter: 'widget_id', message: `Widget w1 was not found for Account ${accountId}` });
      }
    }
  });

  it('computes the derived members on every event it folds: creation, update, named fact and deletion', () => {
    const fold = (events: Array<{ type: string; data: Record<string, unknown> }>) => (events.reduce(decider.evolve, decider.initialState()) as LifecycleState<Widget>).entity;
    expect(fold([created])).toMatchObject({ status: 'named one' });
    const renamed = { type: 'test.WidgetRenamedBySystem', data: { environment: 'production', accountId: 'a1', widgetId: 'w1', name: 'three', at: 't1' } };
    expect(fold([created, renamed])).toMatchObject({ name: 'three', status: 'named three', updated_at: 't1' });
    // a stored update that holds a derived member (as updates were once stored) is folded as if it did not
    const old = { type: 'test.WidgetUpdated', data: { widgetId: 'w1', changes: { name: { old: 'one', new: 'two' }, status: { old: 'named one', new: 'stale' } }, updatedAt: 't1' } };
    expect(fold([created, old])).toMatchObject({ name: 'two', status: 'named two' });
    // a fact of an entity not created leaves nothing
    expect(fold([renamed])).toBeUndefined();
  });

  it('keeps the owner and the entity as the events left it, deletion derived too', () => {
    const state = [
      created,
      { type: 'test.WidgetUpdated', data: { widgetId: 'w1', changes: { name: { old: 'one', new: 'two' } }, updatedAt: 't1' } },
      { type: 'test.WidgetDeleted', data: { widgetId: 'w1', deletedAt: 't2' } },
    ].reduce(decider.evolve, decider.initialState()) as LifecycleState<Widget>;
    expect(state).toEqual({
      accountId: 'a1',
      entity: { id: 'w1', name: 'two', status: 'GONE', created_at: 't0', updated_at: 't2', deleted: true },
    });
  });
});

describe('a lifecycle declared with lifecycle()', () => {
  type CreateTrackingThing = Base & { type: 'CreateTrackingThing'; name: string };
  const rules = {
    label: 'Tracking thing',
    create: (c: CreateTrackingThing): Widget => ({ id: c.id, name: c.name, status: '', created_at: c.now, updated_at: c.now, deleted: false }),
  };

  it('derives its event, command and data names, id parameter and not-found from the stream type and label', () => {
    const spec = lifecycle<Widget, CreateTrackingThing>('test.TrackingThing', rules);
    expect(spec).toMatchObject({
      name: 'Tracking thing',
      stream: 'test.TrackingThing',
      idParam: 'tracking_thing_id',
      events: { created: 'test.TrackingThingCreated', updated: 'test.TrackingThingUpdated', deleted: 'test.TrackingThingDeleted' },
      commands: { create: 'CreateTrackingThing', update: 'UpdateTrackingThing', delete: 'DeleteTrackingThing' },
      dataKeys: { entity: 'trackingThing', id: 'trackingThingId' },
    });
    expect(spec.notFound('t9', 'a1')).toMatchObject({
      kind: 'not_found',
      code: 'NOT_FOUND',
      parameter: 'tracking_thing_id',
      message: 'Tracking thing t9 was not found for Account a1',
    });
    deciderSpec(lifecycleDecider(spec))
      .given([])
      .when({ ...base, type: 'CreateTrackingThing', name: 'one', now: 't0' })
      .then([{ type: 'test.TrackingThingCreated', data: { environment: 'production', accountId: 'a1', trackingThing: { id: 'w1', name: 'one', status: '', created_at: 't0', updated_at: 't0', deleted: false } } }]);
  });

  it('keeps every name it is given instead, for entities whose stored names predate the rule', () => {
    const spec = lifecycle<Widget, CreateTrackingThing>('test.TrackingThing', {
      ...rules,
      idParam: 'thing_id',
      notFoundCode: 'THING_NOT_FOUND',
      events: { created: 'test.ThingAdded' },
      dataKeys: { entity: 'thing' },
      commands: { update: undefined },
    });
    expect(spec.events).toEqual({ created: 'test.ThingAdded', updated: 'test.TrackingThingUpdated', deleted: 'test.TrackingThingDeleted' });
    expect(spec.dataKeys).toEqual({ entity: 'thing', id: 'trackingThingId' });
    expect(spec.commands.update).toBeUndefined();
    expect(spec.notFound('t9', 'a1')).toMatchObject({ code: 'THING_NOT_FOUND', parameter: 'thing_id', status: 404 });
  });
});

describe('a lifecycle of another owner than an account', () => {
  type ByUser = { environment: 'production'; userId: string; id: string; now: string };
  type CreateShelf = ByUser & { type: 'CreateShelf'; name: string };
  type RenameShelf = ByUser & { type: 'RenameShelf'; name: string };
  type DeleteShelf = ByUser & { type: 'DeleteShelf' };
  const shelf = lifecycle<Widget, CreateShelf, RenameShelf, DeleteShelf>('test.Shelf', {
    label: 'Shelf',
    owner: 'userId',
    events: { updated: 'test.ShelfRenamed' },
    commands: { update: 'RenameShelf' },
    // stored before the kit's shape: the name at the top, no entity
    createdData: {
      write: (w) => ({ shelfId: w.id, name: w.name, createdAt: w.created_at }),
      read: (d) => ({ id: d.shelfId as string, name: d.name as string, status: '', created_at: d.createdAt as string, updated_at: d.createdAt as string, deleted: false }),
    },
    create: (c) => ({ id: c.id, name: c.name, status: '', created_at: c.now, updated_at: c.now, deleted: false }),
    update: (w, c) => ({ ...w, name: c.name }),
  });
  const decider = lifecycleDecider(shelf);
  const user = { environment: 'production' as const, userId: 'u1', id: 's1' };
  const created = { type: 'test.ShelfCreated', data: { environment: 'production', userId: 'u1', shelfId: 's1', name: 'one', createdAt: 't0' } };

  it('writes and reads its created events in their own shape, its owner under its own member', () => {
    deciderSpec(decider).given([]).when({ ...user, type: 'CreateShelf', name: 'one', now: 't0' }).then([created]);
    expect(decider.evolve(decider.initialState(), created)).toEqual({
      owner: 'u1',
      entity: { id: 's1', name: 'one', status: '', created_at: 't0', updated_at: 't0', deleted: false },
    });
    deciderSpec(decider)
      .given([created])
      .when({ ...user, type: 'RenameShelf', name: 'two', now: 't1' })
      .then([{ type: 'test.ShelfRenamed', data: { environment: 'production', userId: 'u1', shelfId: 's1', changes: { name: { old: 'one', new: 'two' } }, updatedAt: 't1' } }]);
  });

  it('answers another owner, and another id on the owner’s stream, as not found, naming no account', () => {
    for (const command of [
      { ...user, userId: 'u2', type: 'DeleteShelf' as const, now: 't1' },
      { ...user, id: 's2', type: 'DeleteShelf' as const, now: 't1' },
    ]) {
      deciderSpec(decider).given([created]).when(command).thenThrows({ kind: 'not_found', parameter: 'shelf_id', message: `Shelf ${command.id} was not found` });
    }
  });

  it('names an entity whose stream has a decider of its own, and reads its created events', () => {
    const names = lifecycleNames<Widget, CreateShelf>('test.Shelf', { label: 'Shelf', owner: 'userId', createdData: { read: shelf.createdData!.read } });
    expect(names).toMatchObject({ events: { created: 'test.ShelfCreated' }, owner: 'userId', idParam: 'shelf_id' });
    expect(createdEntity(names, created.data)).toMatchObject({ id: 's1', name: 'one' });
    expect(() => lifecycleDecider({ ...names, create: shelf.create })).toThrow(/createdData.write/);
  });
});

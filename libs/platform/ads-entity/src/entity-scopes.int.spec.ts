import { randomUUID } from 'node:crypto';
import type { TestingModule } from '@nestjs/testing';
import { DataSource } from 'typeorm';
import { type EntityView, type Environment, lifecycle, type OwnedCommandBase } from '@platform/ddd';
import { EventStore, ProcessorRunner, WrongExpectedVersion } from '@platform/event-store';
import { EntityTable, entityTableDdl } from '@platform/read-model';
import { kitTestingModule } from '../../../../test/support/kit-testing-module';
import { adsEntity } from './ads-entity';
import { AdsEntities } from './ads-entity-commands';
import { AdsEntityRegistration } from './entity-registration';

/**
 * The kit's scopes, for two made-up entities: a user's shelf (one per user,
 * on the user's stream) and the books under a shelf (the shelf must be the
 * caller's; their rows keyed by the shelf).
 */
interface Shelf extends EntityView {
  name: string;
}
interface Book extends EntityView {
  title: string;
}
type ShelfCommand = OwnedCommandBase & { userId: string };
type CreateShelf = ShelfCommand & { type: 'CreateShelf'; name: string };
type UpdateShelf = ShelfCommand & { type: 'UpdateShelf'; patch: { name?: string } };
type DeleteShelf = ShelfCommand & { type: 'DeleteShelf' };
type BookCommand = OwnedCommandBase & { shelfId: string; userId: string };
type CreateBook = BookCommand & { type: 'CreateBook'; title: string };
type UpdateBook = BookCommand & { type: 'UpdateBook'; patch: { title?: string } };
type DeleteBook = BookCommand & { type: 'DeleteBook' };

const stamp = (c: { id: string; now: string }) => ({ id: c.id, created_at: c.now, updated_at: c.now, deleted: false });

const Shelf = adsEntity({
  lifecycle: lifecycle<Shelf, CreateShelf, UpdateShelf, DeleteShelf>('kit_scopes.Shelf', {
    label: 'Shelf',
    owner: 'userId',
    create: (c) => ({ ...stamp(c), name: c.name }),
  }),
  scope: 'user',
  streamOfOwner: true,
  table: new EntityTable<Shelf>({ table: 'kit_scopes.shelves', sortColumns: { created_at: 'created_at' }, ownerColumn: 'user_id' }),
  hardDelete: true,
  view: (shelf) => ({ id: shelf.id, name: shelf.name }),
});

const Book = adsEntity({
  lifecycle: lifecycle<Book, CreateBook, UpdateBook, DeleteBook>('kit_scopes.Book', {
    label: 'Book',
    owner: 'shelfId',
    create: (c) => ({ ...stamp(c), title: c.title }),
  }),
  scope: { parent: Shelf },
  table: new EntityTable<Book>({ table: 'kit_scopes.books', sortColumns: { created_at: 'seq' }, ownerColumn: 'shelf_id', positionColumn: 'seq' }),
});

describe('the kit’s scopes', () => {
  let moduleRef: TestingModule;
  let entities: AdsEntities;
  let store: EventStore;
  let db: DataSource;
  const environment: Environment = 'sandbox';

  beforeAll(async () => {
    moduleRef = await kitTestingModule();
    await moduleRef.init();
    entities = moduleRef.get(AdsEntities);
    store = moduleRef.get(EventStore);
    db = moduleRef.get(DataSource);
    moduleRef.get(AdsEntityRegistration).register(Shelf, Book);
    await db.query('DROP SCHEMA IF EXISTS kit_scopes CASCADE');
    await db.query('CREATE SCHEMA kit_scopes');
    await db.query(entityTableDdl('kit_scopes.shelves', [], { owner: 'user_id' }));
    await db.query(entityTableDdl('kit_scopes.books', ['seq bigint NOT NULL'], { owner: 'shelf_id' }));
  });
  afterAll(async () => {
    await db.query('DROP SCHEMA kit_scopes CASCADE');
    await moduleRef.get(ProcessorRunner).stop();
    await moduleRef.close();
  });

  const user = () => `u-${randomUUID()}`;
  const shelfOf = (userId: string, name = 'Reading') => entities.create(Shelf, { environment, userId, name });

  it('keeps a user’s entity on the user’s stream, one at a time, changed by that user only', async () => {
    const [owner, other] = [user(), user()];
    const shelf = await shelfOf(owner);
    // the view, as every answer shows it
    expect(shelf).toEqual({ id: expect.any(String), name: 'Reading' });
    const { events } = await store.readStream(`kit_scopes.Shelf-${environment}-${owner}`);
    expect(events.map((e) => [e.type, e.data])).toEqual([
      ['kit_scopes.ShelfCreated', { environment, userId: owner, shelf: expect.objectContaining({ id: shelf.id, name: 'Reading' }) }],
    ]);
    await expect(shelfOf(owner, 'Another')).rejects.toMatchObject({ kind: 'conflict' });

    await expect(entities.update(Shelf, { environment, userId: other, id: shelf.id, patch: { name: 'Theirs' } })).rejects.toMatchObject({
      kind: 'not_found',
      parameter: 'shelf_id',
      message: `Shelf ${shelf.id} was not found`,
    });
    await expect(entities.update(Shelf, { environment, userId: owner, id: 'another-id', patch: { name: 'x' } })).rejects.toMatchObject({ kind: 'not_found' });
    expect(await entities.update(Shelf, { environment, userId: owner, id: shelf.id, patch: { name: 'Read' } })).toEqual({ id: shelf.id, name: 'Read' });
    expect(await Shelf.table.get(db, environment, owner, shelf.id)).toMatchObject({ name: 'Read' });
    expect(await Shelf.table.get(db, environment, other, shelf.id)).toBeUndefined();
  });

  it('writes an entity under a parent only when the parent is the caller’s, its rows keyed by the parent, gone with it', async () => {
    const [owner, other] = [user(), user()];
    const shelf = await shelfOf(owner);
    const book = await entities.create(Book, { environment, shelfId: shelf.id, userId: owner, title: 'Dune' });
    expect(book).toMatchObject({ title: 'Dune', deleted: false });
    const [row] = await db.query('SELECT shelf_id, id, seq FROM kit_scopes.books WHERE id = $1', [book.id]);
    expect(row).toEqual({ shelf_id: shelf.id, id: book.id, seq: expect.any(String) });

    // another user's shelf answers as a shelf not found, whatever the book
    for (const attempt of [
      entities.create(Book, { environment, shelfId: shelf.id, userId: other, title: 'Mine' }),
      entities.update(Book, { environment, shelfId: shelf.id, userId: other, id: book.id, patch: { title: 'Mine' } }),
      entities.delete(Book, { environment, shelfId: shelf.id, userId: other, id: book.id }),
    ]) {
      await expect(attempt).rejects.toMatchObject({ kind: 'not_found', parameter: 'shelf_id' });
    }
    // a book of another shelf of the caller's is not found under this one
    await expect(entities.delete(Book, { environment, shelfId: 'elsewhere', userId: owner, id: book.id })).rejects.toMatchObject({ parameter: 'shelf_id' });

    expect(await entities.update(Book, { environment, shelfId: shelf.id, userId: owner, id: book.id, patch: { title: 'Dune II' } })).toMatchObject({ title: 'Dune II' });
    await entities.delete(Shelf, { environment, userId: owner, id: shelf.id });
    expect(await db.query('SELECT id FROM kit_scopes.books WHERE shelf_id = $1', [shelf.id])).toEqual([]);
    await expect(entities.create(Book, { environment, shelfId: shelf.id, userId: owner, title: 'Late' })).rejects.toMatchObject({ parameter: 'shelf_id' });
  });

  it('checks the parent on the version it read: a parent deleted meanwhile fails the write', async () => {
    const owner = user();
    const shelf = await shelfOf(owner);
    const guard = await entities.ownedGuard(Shelf, environment, owner, shelf.id);
    await entities.delete(Shelf, { environment, userId: owner, id: shelf.id });
    await expect(store.appendAll([{ ...guard, streamType: '', events: [] }])).rejects.toThrow(WrongExpectedVersion);
    await expect(entities.ownedGuard(Shelf, environment, owner, shelf.id)).rejects.toMatchObject({ parameter: 'shelf_id' });
  });
});

import { randomUUID } from 'node:crypto';
import { PATH_METADATA } from '@nestjs/common/constants';
import type { TestingModule } from '@nestjs/testing';
import { DataSource } from 'typeorm';
import { type EntityView, type Environment, lifecycle, type LifecycleCommandBase, newEntity } from '@platform/ddd';
import { ProcessorRunner } from '@platform/event-store';
import { StringParam } from '@platform/http';
import { entityTable } from '@platform/read-model';
import { kitTestingModule } from '../../../../test/support/kit-testing-module';
import { adsEntity } from './ads-entity';
import { AdsEntities } from './ads-entity-commands';
import { AdsEntityRegistration } from './entity-registration';
import { entityRoutes, writeRoute } from './entity-routes';

/** An entity declared as a new one would be: its table and its get, list, create, update and delete routes from the declaration alone. */
interface Gadget extends EntityView {
  kind: string;
}
type CreateGadget = LifecycleCommandBase & { type: 'CreateGadget'; kind: string };
type UpdateGadget = LifecycleCommandBase & { type: 'UpdateGadget'; patch: { kind?: string } };
type DeleteGadget = LifecycleCommandBase & { type: 'DeleteGadget' };

class GadgetRequest {
  @StringParam({ required: true, maxLength: 20 })
  kind: string;
}

const Gadget = adsEntity({
  lifecycle: lifecycle<Gadget, CreateGadget, UpdateGadget, DeleteGadget>('kit_provision.Gadget', { label: 'Gadget', create: (c) => ({ ...newEntity(c), kind: c.kind }) }),
  table: entityTable<Gadget>('kit_provision.gadgets', { filters: ['kind'] }),
  routes: {
    path: 'accounts/:account_id/gadgets',
    tag: 'kit: gadgets',
    get: true,
    list: { ids: { gadget_ids: 'id', kinds: 'kind' } },
    create: writeRoute(GadgetRequest, { command: (p) => ({ kind: p.kind }) }),
    update: writeRoute(GadgetRequest, { command: (p) => ({ patch: { kind: p.kind } }) }),
    delete: true,
  },
});

describe('an entity declared with its table and routes', () => {
  let moduleRef: TestingModule;
  let db: DataSource;
  const environment: Environment = 'sandbox';

  beforeAll(async () => {
    moduleRef = await kitTestingModule();
    db = moduleRef.get(DataSource);
    await db.query('DROP SCHEMA IF EXISTS kit_provision CASCADE');
    moduleRef.get(AdsEntityRegistration).register(Gadget);
    // start-up provisions the declared table
    await moduleRef.init();
  });
  afterAll(async () => {
    await db.query('DROP SCHEMA IF EXISTS kit_provision CASCADE');
    await moduleRef.get(ProcessorRunner).stop();
    await moduleRef.close();
  });

  const columns = async () =>
    (await db.query(`SELECT column_name FROM information_schema.columns WHERE table_schema = 'kit_provision' AND table_name = 'gadgets' ORDER BY ordinal_position`)).map(
      (c: { column_name: string }) => c.column_name,
    );

  it('has its table made at start-up, with a column for each member it filters by, and its rows projected there', async () => {
    expect(await columns()).toEqual(['environment', 'account_id', 'id', 'data', 'data_text', 'created_at', 'updated_at', 'deleted', 'kind']);
    const accountId = `acc-${randomUUID()}`;
    const gadget = await moduleRef.get(AdsEntities).create(Gadget, { environment, accountId, kind: 'lamp' });
    expect(await Gadget.table.get(db, environment, accountId, gadget.id)).toMatchObject({ id: gadget.id, kind: 'lamp' });
  });

  it('makes a dropped table again and fills it from the events; a table that stands is left as it is', async () => {
    const accountId = `acc-${randomUUID()}`;
    const gadgets = moduleRef.get(AdsEntities);
    const kept = await gadgets.create(Gadget, { environment, accountId, kind: 'lamp' });
    const gone = await gadgets.create(Gadget, { environment, accountId, kind: 'fan' });
    await gadgets.delete(Gadget, { environment, accountId, id: gone.id });
    await db.query('DROP TABLE kit_provision.gadgets');

    await moduleRef.get(AdsEntityRegistration).provision();
    const rows = await db.query(`SELECT id, kind, deleted FROM kit_provision.gadgets WHERE account_id = $1 ORDER BY kind`, [accountId]);
    expect(rows).toEqual([
      { id: gone.id, kind: 'fan', deleted: true },
      { id: kept.id, kind: 'lamp', deleted: false },
    ]);

    // provisioning again changes nothing
    await db.query(`UPDATE kit_provision.gadgets SET data = data || '{"kind":"marked"}' WHERE id = $1`, [kept.id]);
    await moduleRef.get(AdsEntityRegistration).provision();
    expect(await Gadget.table.get(db, environment, accountId, kept.id)).toMatchObject({ kind: 'marked' });
  });

  it('serves get, list, create, update and delete from controllers named as hand-written ones, on the declared paths', () => {
    const routes = entityRoutes([Gadget]);
    expect(routes.map((c) => [c.name, Reflect.getMetadata(PATH_METADATA, c)])).toEqual([
      ['GetGadgetController', ['12/accounts/:account_id/gadgets/:gadget_id', '11/accounts/:account_id/gadgets/:gadget_id']],
      ['ListGadgetsController', ['12/accounts/:account_id/gadgets', '11/accounts/:account_id/gadgets']],
      ['CreateGadgetController', ['12/accounts/:account_id/gadgets', '11/accounts/:account_id/gadgets']],
      ['UpdateGadgetController', ['12/accounts/:account_id/gadgets/:gadget_id', '11/accounts/:account_id/gadgets/:gadget_id']],
      ['DeleteGadgetController', ['12/accounts/:account_id/gadgets/:gadget_id', '11/accounts/:account_id/gadgets/:gadget_id']],
    ]);
  });

  it('serves a path in its spellings, one of its own, and the names the declaration gives', () => {
    const spelled = adsEntity({ ...Gadget.definition, routes: { path: ['a/:account_id/gadgets', 'a/:account_id/widgets'], tag: 't', get: true, versions: ['5'] } });
    const single = adsEntity({ ...Gadget.definition, routes: { onePath: 'a/:account_id/gadget', tag: 't', get: true, delete: true, names: { delete: 'DropGadget' } } });
    expect(entityRoutes([spelled, single]).map((c) => [c.name, Reflect.getMetadata(PATH_METADATA, c)])).toEqual([
      ['GetGadgetController', ['5/a/:account_id/gadgets/:gadget_id', '5/a/:account_id/widgets/:gadget_id']],
      ['GetGadgetController', ['12/a/:account_id/gadget', '11/a/:account_id/gadget']],
      ['DropGadgetController', ['12/a/:account_id/gadget', '11/a/:account_id/gadget']],
    ]);
  });
});

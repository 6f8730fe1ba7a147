import { adsCaller, type AdsCaller } from '../../support/ads-client';
import { startTestApp, type TestApp } from '../../support/app';
import { signedFetch } from '../../support/oauth1-client';

/**
 * Two replicas on one database: a replica decides a products batch on what it
 * knows of the catalog's owner stream, and the append's guard catches what
 * the other replica changed since.
 */
describe('catalog commands across replicas', () => {
  let a: TestApp;
  let b: TestApp;
  let baseB: string;
  let owner: AdsCaller;
  beforeAll(async () => {
    a = await startTestApp();
    b = await startTestApp();
    owner = await adsCaller(a, { api: await a.listen() });
    baseB = await b.listen();
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  const product = (id: string) => ({
    id,
    title: id,
    description: 'd',
    availability: 'in stock',
    condition: 'new',
    price: '1.00 USD',
    link: 'https://shop.example/p',
    image_link: 'https://shop.example/p.png',
    brand: 'b',
  });
  const onB = async (method: string, path: string, json?: unknown) => {
    const res = await signedFetch(method, `${baseB}${path}`, { consumer: owner.consumer, token: owner.token, json });
    return { status: res.status, body: await res.json() };
  };

  it('takes a batch after the other replica renamed the catalog, and refuses one after it deleted it', async () => {
    const catalog = (await owner.post('/12/product_catalogs', { name: 'Shared' })).body.data.id;
    const products = `/12/product_catalogs/${catalog}/products`;
    expect((await owner.request('PUT', products, {}, { json: { products: [product('r-1')] } })).status).toBe(200);

    expect((await onB('PUT', `/12/product_catalogs/${catalog}?name=Renamed`)).status).toBe(200);
    const after = await owner.request('PUT', products, {}, { json: { products: [product('r-2')] } });
    expect(after.status).toBe(200);
    expect(after.body.data.products_response[0].status).toBe('CREATE_SUCCESS');

    expect((await onB('DELETE', `/12/product_catalogs/${catalog}`)).status).toBe(200);
    const gone = await owner.request('PUT', products, {}, { json: { products: [product('r-3')] } });
    expect(gone.status).toBe(404);
    expect(gone.body.errors[0].parameter).toBe('product_catalog_id');
  });
});

import express, { type Express } from 'express';
import request from 'supertest';
import { indexRoutes } from './route-index';

/** An app whose routes answer which route and parameters matched; async middleware in front, as the real one has. */
function app(): Express {
  const a = express();
  a.use((_req, _res, next) => setImmediate(next));
  const answer = (name: string) => (req: express.Request, res: express.Response) => res.json({ name, params: req.params });
  a.get('/docs/', answer('docs'));
  a.get('/12/accounts/:account_id/cards/poll', answer('poll'));
  a.get('/12/accounts/:account_id/cards/:card_id', answer('card'));
  a.put('/12/accounts/:account_id/cards/:card_id', answer('put card'));
  a.get('/12/accounts/:account_id/line_items', answer('line items'));
  a.get('/12/accounts/:account_id/line_items/:line_item_id', answer('line item'));
  a.get('/1.1/users/show.json', answer('show'));
  a.use('/static', (_req, res) => res.json({ name: 'static' }));
  a.get('/12/accounts/:account_id', answer('account'));
  a.all('/any/:thing', answer('any'));
  a.get('/wild/*rest', answer('wild'));
  a.get('/2/users/:id/posts', (_req, _res, next) => next());
  a.get('/2/users/:id/posts', answer('second'));
  a.use((_req, res) => res.status(404).json({ name: 'not found' }));
  a.use((error: Error & { status?: number }, _req: express.Request, res: express.Response, _next: express.NextFunction) =>
    res.status(error.status ?? 500).json({ error: error.message }),
  );
  return a;
}

const PATHS = [
  '/docs', '/docs/', '/DOCS', '/12/accounts/a1/cards/poll', '/12/accounts/a1/cards/poll/', '/12/accounts/a1/cards/c9',
  '/12/Accounts/a1/CARDS/c9', '/12/accounts/a%201/cards/c%2F9', '/12/accounts/a1/cards/%E0%A4%A', '/12/accounts/a1/cards/',
  '/12/accounts/a1/cards', '/12/accounts//cards/c9', '/12/accounts/a1/line_items', '/12/accounts/a1/line_items/l1',
  '/12/accounts/a1/line_items/l1//', '/12/accounts/a1/line_items/l1/x', '/1.1/users/show.json', '/1.1/users/showXjson',
  '/static/file.js', '/12/accounts/a1', '/12/accounts/a1/', '/any/x', '/wild/a/b/c', '/2/users/u1/posts', '/', '//',
  '/12//accounts', '/nothing/here', '/12/accounts/\u212aa/cards/c',
];

describe('route index', () => {
  const plain = app();
  const indexed = app();
  indexRoutes(indexed);

  it('answers every path and method exactly as the unindexed router does', async () => {
    for (const method of ['get', 'put', 'post', 'head', 'options', 'delete'] as const) {
      for (const path of PATHS) {
        const [a, b] = await Promise.all([request(plain)[method](path), request(indexed)[method](path)]);
        expect({ method, path, status: b.status, body: b.body, allow: b.headers.allow }).toEqual({
          method,
          path,
          status: a.status,
          body: a.body,
          allow: a.headers.allow,
        });
      }
    }
  });

  it('keeps the order of routes and their parameters while requests interleave', async () => {
    const paths = Array.from({ length: 60 }, (_, i) =>
      i % 3 === 0 ? `/12/accounts/a${i}/cards/poll` : i % 3 === 1 ? `/12/accounts/a${i}/cards/c${i}` : `/12/accounts/a${i}/line_items/l${i}`,
    );
    const answers = await Promise.all(paths.map((path) => request(indexed).get(path)));
    answers.forEach((res, i) => {
      const name = i % 3 === 0 ? 'poll' : i % 3 === 1 ? 'card' : 'line item';
      expect(res.status).toBe(200);
      expect(res.body.name).toBe(name);
      expect(res.body.params.account_id).toBe(`a${i}`);
    });
  });

  it('runs the expressions only of the routes whose shape fits the path, and of those it cannot read', () => {
    type Layer = { route?: { path: string }; matchers?: Array<(p: string) => unknown>; match(p: string): unknown };
    const a = app();
    const stackOf = () => (a as unknown as { router: { stack: Layer[] } }).router.stack;
    const ran: string[] = [];
    for (const layer of stackOf()) {
      if (!layer.route || !layer.matchers) continue;
      const [expression] = layer.matchers;
      const path = layer.route.path;
      layer.matchers[0] = (p) => {
        ran.push(path);
        return expression(p);
      };
    }
    indexRoutes(a);
    // what express's loop does on its way down the stack
    for (const layer of stackOf()) layer.match('/12/accounts/a1/line_items/l1');
    expect(ran).toEqual(['/12/accounts/:account_id/line_items/:line_item_id', '/wild/*rest']);
  });
});

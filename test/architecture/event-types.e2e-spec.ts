import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EventTypeRegistry } from '@platform/event-store';
import { startTestApp, type TestApp } from '../support/app';

/**
 * Every event type the modules register, with its schema version, against the
 * committed list: a stored event's type never changes, so a renamed or lost
 * type (an entity whose derived names moved, a registration dropped) would
 * orphan the events already in a store. A new type, or a new schema version
 * (with its upcasters), is added to the list on purpose:
 * `UPDATE_EVENT_TYPES=1 npx jest test/architecture/event-types`.
 */
const SNAPSHOT = join(__dirname, 'fixtures', 'event-types.json');

describe('the registered event types', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('are the committed ones: none renamed or lost, none added unawares', () => {
    const registered = t.app.get(EventTypeRegistry).definitions();
    if (process.env.UPDATE_EVENT_TYPES === '1') writeFileSync(SNAPSHOT, `${JSON.stringify(registered, null, 2)}\n`);
    const committed = JSON.parse(readFileSync(SNAPSHOT, 'utf8')) as typeof registered;
    const names = new Set(registered.map((d) => d.type));
    expect(committed.filter((d) => !names.has(d.type))).toEqual([]);
    expect(registered).toEqual(committed);
  });
});

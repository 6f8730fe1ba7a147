import { randomUUID } from 'node:crypto';
import { rawEventStore } from '../../../../../../test/support/raw-event-store';
import { AccountAudiencesStreams1732000011370 } from './1732000011370-account-audiences-streams';

/** The migration writes the lists created before the per-account audiences stream existed to that stream. */
describe('AccountAudiencesStreams migration', () => {
  const store = rawEventStore();
  const append = (streamId: string, position: number, type: string, data: object) => store.append(streamId, 'audiences.CustomAudience', position, type, data);

  it('claims the latest name of every live audience and every live do-not-reach list, in creation order, once', async () => {
    const accountId = `acc-${randomUUID()}`;
    const [a1, a2, l1] = ['a1', 'a2', 'l1'].map((id) => `${id}-${randomUUID()}`);
    const account = { environment: 'sandbox', accountId };
    const audience = (id: string, name: string, at: string) => ({ ...account, customAudience: { id, name, created_at: at } });
    await append(`audiences.CustomAudience-sandbox-${a1}`, 1, 'audiences.CustomAudienceCreated', audience(a1, 'First', '2026-01-01T00:00:00Z'));
    await append(`audiences.CustomAudience-sandbox-${a1}`, 2, 'audiences.CustomAudienceUpdated', { ...account, customAudienceId: a1, changes: { name: { old: 'First', new: 'Renamed' } } });
    await append(`audiences.CustomAudience-sandbox-${a1}`, 3, 'audiences.CustomAudienceUpdated', { ...account, customAudienceId: a1, changes: { description: { old: null, new: 'd' } } });
    await append(`audiences.CustomAudience-sandbox-${a2}`, 1, 'audiences.CustomAudienceCreated', audience(a2, 'Gone', '2026-01-02T00:00:00Z'));
    await append(`audiences.CustomAudience-sandbox-${a2}`, 2, 'audiences.CustomAudienceDeleted', { ...account, customAudienceId: a2 });
    await append(`audiences.DoNotReachList-sandbox-${l1}`, 1, 'audiences.DoNotReachListCreated', { ...account, doNotReachList: { id: l1, created_at: '2026-01-03T00:00:00Z' } });

    const runner = store.db.createQueryRunner();
    try {
      for (let run = 0; run < 2; run++) {
        await runner.startTransaction();
        await new AccountAudiencesStreams1732000011370().up(runner);
        await runner.commitTransaction();
      }
    } finally {
      await runner.release();
    }
    const streamId = `audiences.AccountAudiences-sandbox-${accountId}`;
    store.removeAfter(streamId);
    const [{ version }] = await store.db.query('SELECT version FROM event_store.streams WHERE stream_id = $1', [streamId]);
    expect(Number(version)).toBe(2);
    const events = await store.db.query('SELECT stream_position, event_type, data FROM event_store.events WHERE stream_id = $1 ORDER BY stream_position', [streamId]);
    expect(events).toEqual([
      { stream_position: '1', event_type: 'audiences.AudienceNameClaimed', data: { ...account, customAudienceId: a1, name: 'Renamed', claimedAt: '2026-01-01T00:00:00Z' } },
      { stream_position: '2', event_type: 'audiences.DoNotReachListClaimed', data: { ...account, doNotReachListId: l1, claimedAt: '2026-01-03T00:00:00Z' } },
    ]);
  });
});

import { deciderSpec } from '@platform/testing';
import { webhookDecider, type WebhookCreated } from './webhook';

const now = '2026-05-01T00:00:00.000Z';
const created: WebhookCreated = {
  type: 'webhooks.WebhookCreated',
  data: { webhookId: 'w1', appId: 'a1', url: 'https://example.com/hook', valid: true, createdAt: now },
};
const spec = deciderSpec(webhookDecider);

describe('webhook decider', () => {
  it("records CRC checks and deletion of the app's own webhook", () => {
    spec
      .given([created])
      .when({ type: 'RecordCrcCheck', webhookId: 'w1', appId: 'a1', valid: false, reason: 'answered HTTP 500', now })
      .then([{ type: 'webhooks.WebhookCrcChecked', data: { webhookId: 'w1', appId: 'a1', valid: false, reason: 'answered HTTP 500', checkedAt: now, transient: false } }]);
    spec
      .given([created])
      .when({ type: 'DeleteWebhook', webhookId: 'w1', appId: 'a1', now })
      .then([{ type: 'webhooks.WebhookDeleted', data: { webhookId: 'w1', appId: 'a1', deletedAt: now } }]);
  });

  it('records how the URL answered a check: its HTTP status and the time it took', () => {
    spec
      .given([created])
      .when({ type: 'RecordCrcCheck', webhookId: 'w1', appId: 'a1', valid: false, reason: 'answered HTTP 500', httpStatus: 500, latencyMs: 12, now })
      .then([
        {
          type: 'webhooks.WebhookCrcChecked',
          data: { webhookId: 'w1', appId: 'a1', valid: false, reason: 'answered HTTP 500', checkedAt: now, transient: false, httpStatus: 500, latencyMs: 12 },
        },
      ]);
    spec
      .given([])
      .when({ type: 'CreateWebhook', webhookId: 'w1', appId: 'a1', url: 'https://example.com/hook', valid: true, httpStatus: 200, latencyMs: 3, now })
      .then([
        {
          type: 'webhooks.WebhookCreated',
          data: { webhookId: 'w1', appId: 'a1', url: 'https://example.com/hook', valid: true, createdAt: now, httpStatus: 200, latencyMs: 3 },
        },
      ]);
  });

  it('keeps a webhook valid through passing failures of periodic re-checks until the grace period after its last success', () => {
    const at = (hours: number) => new Date(Date.parse(now) + hours * 3600_000).toISOString();
    const recheck = (hours: number, transient: boolean) => ({
      type: 'RecordCrcCheck' as const,
      webhookId: 'w1',
      appId: 'a1',
      valid: false,
      reason: transient ? 'answered HTTP 503' : 'answered HTTP 302',
      transient,
      graceSeconds: 28 * 3600,
      now: at(hours),
    });
    const checked = (hours: number, valid: boolean, transient: boolean) => ({
      type: 'webhooks.WebhookCrcChecked' as const,
      data: { webhookId: 'w1', appId: 'a1', valid, reason: transient ? 'answered HTTP 503' : 'answered HTTP 302', checkedAt: at(hours), transient },
    });
    spec.given([created]).when(recheck(25, true)).then([checked(25, true, true)]);
    spec.given([created, checked(25, true, true)]).when(recheck(28, true)).then([checked(28, false, true)]);
    // a permanent failure does not wait
    spec.given([created]).when(recheck(25, false)).then([checked(25, false, false)]);
    // a success restarts the grace period
    const success = { type: 'webhooks.WebhookCrcChecked' as const, data: { webhookId: 'w1', appId: 'a1', valid: true, reason: null, checkedAt: at(20) } };
    spec.given([created, success]).when(recheck(40, true)).then([checked(40, true, true)]);
    // a PUT (no grace) records the failure as it is
    spec.given([created]).when({ ...recheck(1, true), graceSeconds: undefined }).then([checked(1, false, true)]);
  });

  it("answers not found for unknown, deleted and other apps' webhooks alike", () => {
    const deleted = { type: 'webhooks.WebhookDeleted' as const, data: { webhookId: 'w1', appId: 'a1', deletedAt: now } };
    spec.given([]).when({ type: 'DeleteWebhook', webhookId: 'w1', appId: 'a1', now }).thenThrows({ kind: 'not_found', parameter: 'webhook_id' });
    spec.given([created, deleted]).when({ type: 'DeleteWebhook', webhookId: 'w1', appId: 'a1', now }).thenThrows({ kind: 'not_found' });
    spec.given([created]).when({ type: 'RecordCrcCheck', webhookId: 'w1', appId: 'a2', valid: true, reason: null, now }).thenThrows({ kind: 'not_found' });
  });

  it('records a replay job of a live webhook, and refuses one for a deleted webhook', () => {
    spec
      .given([created])
      .when({ type: 'RequestReplay', webhookId: 'w1', appId: 'a1', jobId: 'j1', from: '2026-05-01T00:00:00.000Z', to: '2026-05-01T00:10:00.000Z', now })
      .then([
        {
          type: 'webhooks.WebhookReplayRequested',
          data: { webhookId: 'w1', appId: 'a1', jobId: 'j1', from: '2026-05-01T00:00:00.000Z', to: '2026-05-01T00:10:00.000Z', requestedAt: now, tracked: true },
        },
      ]);
    const deleted = { type: 'webhooks.WebhookDeleted' as const, data: { webhookId: 'w1', appId: 'a1', deletedAt: now } };
    spec
      .given([created, deleted])
      .when({ type: 'RequestReplay', webhookId: 'w1', appId: 'a1', jobId: 'j1', from: now, to: now, now })
      .thenThrows({ kind: 'not_found', parameter: 'webhook_id' });
  });

  it('refuses a replay job for a webhook that failed its last CRC check', () => {
    const failed = { type: 'webhooks.WebhookCrcChecked' as const, data: { webhookId: 'w1', appId: 'a1', valid: false, reason: 'answered HTTP 500', checkedAt: now, transient: false } };
    spec
      .given([created, failed])
      .when({ type: 'RequestReplay', webhookId: 'w1', appId: 'a1', jobId: 'j1', from: now, to: now, now })
      .thenThrows({ kind: 'invalid', code: 'REPLAY_TO_INVALID_WEBHOOK', parameter: 'webhook_id' });
  });

  it('runs one replay job at a time: the next waits until the last one is finished, once', () => {
    const replay = (jobId: string) => ({ type: 'RequestReplay' as const, webhookId: 'w1', appId: 'a1', jobId, from: now, to: now, now });
    const [requested] = spec.given([created]).when(replay('j1')).thenEvents();
    spec.given([created, requested]).when(replay('j2')).thenThrows({ kind: 'conflict', message: 'Replay job j1 of this webhook is still in progress.' });
    const finish = (jobId: string, complete = true) => ({ type: 'FinishReplay' as const, webhookId: 'w1', appId: 'a1', jobId, complete, now });
    const [finished] = spec.given([created, requested]).when(finish('j1')).thenEvents();
    expect(finished).toEqual({ type: 'webhooks.WebhookReplayFinished', data: { webhookId: 'w1', appId: 'a1', jobId: 'j1', finishedAt: now, complete: true } });
    // a job that gave up on some deliveries ends too, and says so
    spec
      .given([created, requested])
      .when(finish('j1', false))
      .then([{ type: 'webhooks.WebhookReplayFinished', data: { webhookId: 'w1', appId: 'a1', jobId: 'j1', finishedAt: now, complete: false } }]);
    // finishing twice, or a job that is not the running one, records nothing
    spec.given([created, requested, finished]).when(finish('j1')).then([]);
    spec.given([created, requested]).when(finish('j0')).then([]);
    spec.given([created, requested, finished]).when(replay('j2')).thenEvents();
    // a job requested before jobs were tracked holds nothing back
    const untracked = { ...requested, data: { ...(requested.data as object), tracked: false } } as typeof requested;
    spec.given([created, untracked]).when(replay('j2')).thenEvents();
  });
});

import { historyOf, projectionSpec, testDatabase } from '@platform/testing';
import { type WebhookCommand, webhookDecider } from '../domain/webhook';
import { webhookConfigsProjection } from './webhook-configs.projection';

const common = { webhookId: 'wh-proj-spec', appId: 'app-wh-spec' };
const create: WebhookCommand = { ...common, type: 'CreateWebhook', url: 'https://hooks.example/in', valid: true, now: '2026-01-01T00:00:00Z' };
const check = (valid: boolean, now: string, over: Partial<WebhookCommand> = {}): WebhookCommand =>
  ({ ...common, type: 'RecordCrcCheck', valid, reason: valid ? null : 'timed out', now, ...over }) as WebhookCommand;

describe('the webhook configs projection', () => {
  const db = testDatabase();
  const rows = (commands: WebhookCommand[]) =>
    projectionSpec(webhookConfigsProjection, db())
      .givenStreams(historyOf(webhookDecider, commands))
      .thenRows(`SELECT id, app_id, url, valid, created_at, last_checked_at, last_success_at, deleted FROM webhooks.webhook_configs WHERE id = $1`, [common.webhookId]);

  it('keeps a created webhook of its app, checked and answered at its creation', async () => {
    expect(await rows([create])).toEqual([
      {
        id: 'wh-proj-spec',
        app_id: 'app-wh-spec',
        url: 'https://hooks.example/in',
        valid: true,
        created_at: new Date('2026-01-01T00:00:00Z'),
        last_checked_at: new Date('2026-01-01T00:00:00Z'),
        last_success_at: new Date('2026-01-01T00:00:00Z'),
        deleted: false,
      },
    ]);
  });

  it('records each check; only one answered correctly moves the last success', async () => {
    expect(await rows([create, check(true, '2026-01-02T00:00:00Z')])).toEqual([
      expect.objectContaining({ valid: true, last_checked_at: new Date('2026-01-02T00:00:00Z'), last_success_at: new Date('2026-01-02T00:00:00Z') }),
    ]);
    expect(await rows([create, check(false, '2026-01-03T00:00:00Z')])).toEqual([
      expect.objectContaining({ valid: false, last_checked_at: new Date('2026-01-03T00:00:00Z'), last_success_at: new Date('2026-01-01T00:00:00Z') }),
    ]);
  });

  it('keeps a webhook valid through a passing failure in its grace period, without counting it a success', async () => {
    const inGrace = check(false, '2026-01-01T00:10:00Z', { transient: true, graceSeconds: 3600 } as Partial<WebhookCommand>);
    expect(await rows([create, inGrace])).toEqual([
      expect.objectContaining({ valid: true, last_checked_at: new Date('2026-01-01T00:10:00Z'), last_success_at: new Date('2026-01-01T00:00:00Z') }),
    ]);
  });

  it('keeps a deleted webhook marked deleted', async () => {
    expect(await rows([create, { ...common, type: 'DeleteWebhook', now: '2026-01-04T00:00:00Z' }])).toEqual([expect.objectContaining({ deleted: true })]);
  });

  it('is not moved by replay jobs', async () => {
    const replay: WebhookCommand = { ...common, type: 'RequestReplay', jobId: 'j1', from: '2026-01-01T00:00:00Z', to: '2026-01-01T01:00:00Z', now: '2026-01-01T02:00:00Z' };
    expect(await rows([create, replay])).toEqual(await rows([create]));
  });
});

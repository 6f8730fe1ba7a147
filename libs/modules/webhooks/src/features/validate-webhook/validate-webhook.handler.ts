import { QueryBus } from '@nestjs/cqrs';
import { EventStore, streamCommandHandler } from '@platform/event-store';
import { WEBHOOK, webhookNotFound } from '../../domain/webhook';
import { appConsumerSecret } from '../shared/app-consumer-secret';
import { CrcCheck } from '../shared/crc-check';
import { ValidateWebhookCommand } from './validate-webhook.command';

/**
 * Runs the CRC challenge again, at the URL the webhook's stream holds (one of
 * the app's, not deleted: else not found, before any call), and records the
 * check there; answers whether the webhook is valid after it.
 */
export const ValidateWebhookHandler = streamCommandHandler(ValidateWebhookCommand, WEBHOOK, {
  inject: [EventStore, QueryBus, CrcCheck],
  async decide({ appId, webhookId, graceSeconds }, store: EventStore, queries: QueryBus, crc: CrcCheck) {
    const stream = WEBHOOK.streamId(webhookId);
    const { state } = await store.load(stream, WEBHOOK.decider);
    if (!state.exists || state.deleted || state.appId !== appId || state.url === undefined) throw webhookNotFound(webhookId);
    const check = await crc.run(state.url, await appConsumerSecret(queries, appId));
    const reason = check.valid ? null : check.reason;
    const transient = check.valid ? undefined : check.transient;
    const answer = { httpStatus: check.status, latencyMs: check.latencyMs };
    return { stream, command: { type: 'RecordCrcCheck' as const, webhookId, appId, valid: check.valid, reason, transient, graceSeconds, ...answer } };
  },
  answer: ({ state }) => ({ valid: state.valid }),
});

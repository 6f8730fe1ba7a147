import { conflict, type Decider, DomainError, type DomainEvent, notFound, streamKind } from '@platform/ddd';

/**
 * A webhook config of an app: the URL deliveries go to, and whether its last
 * CRC challenge was answered correctly (invalid webhooks receive nothing).
 */
export type WebhookCreated = DomainEvent<
  'webhooks.WebhookCreated',
  { webhookId: string; appId: string; url: string; valid: boolean; createdAt: string } & CrcAnswer
>;
/** How the URL answered a CRC challenge: its HTTP status (null: no answer) and how long it took; absent before they were recorded. */
export interface CrcAnswer {
  httpStatus?: number | null;
  latencyMs?: number;
}
export type WebhookCrcChecked = DomainEvent<
  'webhooks.WebhookCrcChecked',
  {
    webhookId: string;
    appId: string;
    /** Whether the webhook is valid after the check (a passing failure in its grace period leaves it valid). */
    valid: boolean;
    /** Why the check failed; null when it succeeded. */
    reason: string | null;
    checkedAt: string;
    /** The failure may pass (4xx, 5xx, timeout, closed connection); absent before failures were told apart. */
    transient?: boolean;
  } & CrcAnswer
>;

/** Whether a recorded check was answered correctly. */
export const crcSucceeded = (check: { valid: boolean; reason: string | null }): boolean => check.valid && check.reason === null;
export type WebhookDeleted = DomainEvent<'webhooks.WebhookDeleted', { webhookId: string; appId: string; deletedAt: string }>;
/**
 * A replay job: the activity events from `from` (inclusive) to `to` (exclusive) are delivered again.
 * `tracked`: the job's end is recorded on this stream (WebhookReplayFinished); jobs requested before
 * that was so (schema version 1) are not, and hold nothing back.
 */
export type WebhookReplayRequested = DomainEvent<
  'webhooks.WebhookReplayRequested',
  { webhookId: string; appId: string; jobId: string; from: string; to: string; requestedAt: string; tracked: boolean }
>;
/** Every delivery of the replay job is done (delivered or given up), or the window had none. */
export type WebhookReplayFinished = DomainEvent<
  'webhooks.WebhookReplayFinished',
  {
    webhookId: string;
    appId: string;
    jobId: string;
    finishedAt: string;
    /** Every delivery was made (none given up); absent on jobs finished before this was recorded. */
    complete?: boolean;
  }
>;
export type WebhookEvent = WebhookCreated | WebhookCrcChecked | WebhookDeleted | WebhookReplayRequested | WebhookReplayFinished;

export const replayRequestedV1ToV2 = (data: Omit<WebhookReplayRequested['data'], 'tracked'>) => ({ ...data, tracked: false });

export interface WebhookState {
  exists: boolean;
  deleted: boolean;
  appId?: string;
  url?: string;
  valid: boolean;
  /** When the CRC challenge was last answered correctly (creation counts). */
  lastSuccessAt?: string;
  /** The replay job in progress: one per webhook at a time. */
  replayJob?: string;
}

type Common = { webhookId: string; appId: string; now: string };
export type WebhookCommand =
  | (Common & CrcAnswer & { type: 'CreateWebhook'; url: string; valid: boolean })
  | (Common & CrcAnswer & {
      type: 'RecordCrcCheck';
      valid: boolean;
      reason: string | null;
      transient?: boolean;
      /** A periodic re-check: a passing failure leaves the webhook valid until this long after its last success. */
      graceSeconds?: number;
    })
  | (Common & { type: 'DeleteWebhook' })
  | (Common & { type: 'RequestReplay'; jobId: string; from: string; to: string })
  | (Common & { type: 'FinishReplay'; jobId: string; complete: boolean });

/** Refused replay: the webhook failed its last CRC check, so nothing could be delivered to it. */
export const REPLAY_TO_INVALID_WEBHOOK = 'REPLAY_TO_INVALID_WEBHOOK';
export const replayToInvalidWebhook = (webhookId: string) =>
  new DomainError('invalid', `Webhook ${webhookId} did not answer its last CRC challenge: validate it (PUT /2/webhooks/${webhookId}) first`, {
    code: REPLAY_TO_INVALID_WEBHOOK,
    parameter: 'webhook_id',
  });

/** Refused replay: the webhook's previous job still has deliveries to make. */
export const REPLAY_IN_PROGRESS = 'REPLAY_IN_PROGRESS';
export const replayInProgress = (jobId: string) =>
  new DomainError('conflict', `Replay job ${jobId} of this webhook is still in progress.`, { code: REPLAY_IN_PROGRESS });

/** Unknown ids and other apps' webhooks are answered alike. */
export const webhookNotFound = (webhookId: string) => notFound(`Could not find webhook with id: [${webhookId}].`, 'webhook_id');

export const webhookDecider: Decider<WebhookState, WebhookCommand, WebhookEvent> = {
  initialState: () => ({ exists: false, deleted: false, valid: false }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'webhooks.WebhookCreated':
        return { exists: true, deleted: false, appId: event.data.appId, url: event.data.url, valid: event.data.valid, lastSuccessAt: event.data.createdAt };
      case 'webhooks.WebhookCrcChecked':
        return { ...state, valid: event.data.valid, lastSuccessAt: crcSucceeded(event.data) ? event.data.checkedAt : state.lastSuccessAt };
      case 'webhooks.WebhookDeleted':
        return { ...state, deleted: true };
      case 'webhooks.WebhookReplayRequested':
        return event.data.tracked ? { ...state, replayJob: event.data.jobId } : state;
      case 'webhooks.WebhookReplayFinished':
        return state.replayJob === event.data.jobId ? { ...state, replayJob: undefined } : state;
      default:
        return state;
    }
  },
  decide: (command, state) => {
    const { webhookId, appId, now } = command;
    if (command.type === 'CreateWebhook') {
      if (state.exists) throw conflict(`Webhook ${webhookId} already exists`);
      return [
        { type: 'webhooks.WebhookCreated', data: { webhookId, appId, url: command.url, valid: command.valid, createdAt: now, ...crcAnswerOf(command) } },
      ];
    }
    if (command.type === 'FinishReplay') {
      // recorded once, whoever sees the last delivery done first; a deleted webhook's job ends too
      if (state.replayJob !== command.jobId) return [];
      return [{ type: 'webhooks.WebhookReplayFinished', data: { webhookId, appId, jobId: command.jobId, finishedAt: now, complete: command.complete } }];
    }
    if (!state.exists || state.deleted || state.appId !== appId) throw webhookNotFound(webhookId);
    if (command.type === 'RecordCrcCheck') {
      const { reason, transient = false, graceSeconds } = command;
      const inGrace =
        !command.valid &&
        transient &&
        graceSeconds !== undefined &&
        state.valid &&
        Date.parse(now) - Date.parse(state.lastSuccessAt ?? now) < graceSeconds * 1000;
      const valid = command.valid || inGrace;
      return [
        {
          type: 'webhooks.WebhookCrcChecked',
          data: { webhookId, appId, valid, reason, checkedAt: now, ...(command.valid ? {} : { transient }), ...crcAnswerOf(command) },
        },
      ];
    }
    if (command.type === 'RequestReplay') {
      if (state.replayJob) throw replayInProgress(state.replayJob);
      if (!state.valid) throw replayToInvalidWebhook(webhookId);
      const { jobId, from, to } = command;
      return [{ type: 'webhooks.WebhookReplayRequested', data: { webhookId, appId, jobId, from, to, requestedAt: now, tracked: true } }];
    }
    return [{ type: 'webhooks.WebhookDeleted', data: { webhookId, appId, deletedAt: now } }];
  },
};

/** The answer's members a command carries, none when it carries none. */
const crcAnswerOf = ({ httpStatus, latencyMs }: CrcAnswer): CrcAnswer => ({
  ...(httpStatus !== undefined ? { httpStatus } : {}),
  ...(latencyMs !== undefined ? { latencyMs } : {}),
});

export const webhookStreamId = (webhookId: string) => `webhooks.Webhook-${webhookId}`;
export const WEBHOOK_STREAM = 'webhooks.Webhook';
export const WEBHOOK = streamKind(
  { type: WEBHOOK_STREAM, streamId: webhookStreamId, decider: webhookDecider, stamp: 'milliseconds' },
  {
    'webhooks.WebhookCreated': 1, 'webhooks.WebhookCrcChecked': 1, 'webhooks.WebhookDeleted': 1,
    'webhooks.WebhookReplayRequested': { schemaVersion: 2, upcasters: { 1: replayRequestedV1ToV2 } },
    'webhooks.WebhookReplayFinished': 1,
  },
);

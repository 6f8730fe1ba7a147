import type { RecordedEvent } from '@platform/event-store';
import { authorizationActivity } from './authorization-activity';

const recorded = (type: string, data: object): RecordedEvent => ({
  type,
  data,
  schemaVersion: 1,
  eventId: 'e1',
  streamId: 's',
  streamType: 's',
  streamPosition: 1,
  globalPosition: '1',
  transactionId: '1',
  accountId: null,
  metadata: { environment: 'production' },
  occurredAt: new Date(),
  recordedAt: new Date(),
});

describe('authorization activity', () => {
  it("makes an invalidated access token and a revoked grant the docs' user_event revoke, for the app alone", () => {
    const revoke = { user_event: { revoke: { date_time: '2026-05-24T09:48:12+00:00', target: { app_id: 'a1' }, source: { user_id: 'u1' } } } };
    const occurrence = { eventType: 'authorization.revoke', userId: 'u1', revokedAppId: 'a1', payload: revoke };
    expect(
      authorizationActivity.toActivity(recorded('identity.AccessTokenInvalidated', { token: 't', userId: 'u1', appId: 'a1', invalidatedAt: '2026-05-24T09:48:12.345Z' })),
    ).toEqual([occurrence]);
    expect(
      authorizationActivity.toActivity(recorded('identity.OAuth2UserGrantRevoked', { grantId: 'g', userId: 'u1', appId: 'a1', revokedAt: '2026-05-24T09:48:12.000Z' })),
    ).toEqual([occurrence]);
    // grants revoked before the user was kept on the event name nobody
    expect(authorizationActivity.toActivity(recorded('identity.OAuth2UserGrantRevoked', { grantId: 'g', appId: 'a1', revokedAt: '2026-05-24T09:48:12.000Z' }))).toEqual([]);
  });
});

import { deciderSpec } from '@platform/testing';
import { type DirectMessageSent, dmConversationDecider, MAX_DM_TEXT, oneToOneConversationId } from './dm-conversation';

const now = '2026-04-01T12:00:00.000Z';
const spec = deciderSpec(dmConversationDecider);
const sent = (eventId: string, senderId: string, recipientId: string): DirectMessageSent => ({
  type: 'social.DirectMessageSent',
  data: { eventId, conversationId: '7-12', senderId, recipientId, text: 'hi', createdAt: now },
});

describe('direct message conversation decider', () => {
  it('names one-to-one conversations by the two user ids, the numerically smaller first', () => {
    expect(oneToOneConversationId('12', '7')).toBe('7-12');
    expect(oneToOneConversationId('7', '12')).toBe('7-12');
    expect(oneToOneConversationId('1587000000000000001', '999')).toBe('999-1587000000000000001');
  });

  it('sends a message in the conversation of sender and recipient', () => {
    spec
      .given([])
      .when({ type: 'SendDirectMessage', eventId: '100', senderId: '12', recipientId: '7', text: 'hello there', now })
      .then([
        {
          type: 'social.DirectMessageSent',
          data: { eventId: '100', conversationId: '7-12', senderId: '12', recipientId: '7', text: 'hello there', createdAt: now },
        },
      ]);
  });

  it('accepts up to 10,000 characters, counting emoji as one', () => {
    const longest = '😀'.repeat(MAX_DM_TEXT);
    expect(spec.given([]).when({ type: 'SendDirectMessage', eventId: '1', senderId: '7', recipientId: '12', text: longest, now }).thenEvents()).toHaveLength(1);
    spec
      .given([])
      .when({ type: 'SendDirectMessage', eventId: '1', senderId: '7', recipientId: '12', text: `${longest}x`, now })
      .thenThrows({ kind: 'invalid', parameter: 'text' });
    spec
      .given([])
      .when({ type: 'SendDirectMessage', eventId: '1', senderId: '7', recipientId: '12', text: '', now })
      .thenThrows({ kind: 'invalid', parameter: 'text' });
  });

  it('refuses a message, read receipt or typing indicator to oneself, naming the other party', () => {
    spec
      .given([])
      .when({ type: 'SendDirectMessage', eventId: '1', senderId: '7', recipientId: '7', text: 'me', now })
      .thenThrows({ kind: 'invalid', parameter: 'recipient_id' });
    spec.given([]).when({ type: 'MarkDirectMessagesRead', readerId: '7', partnerId: '7', now }).thenThrows({
      kind: 'invalid',
      parameter: 'conversation_partner_id',
    });
    spec.given([]).when({ type: 'IndicateTyping', senderId: '7', recipientId: '7', now }).thenThrows({ kind: 'invalid', parameter: 'recipient_id' });
  });

  it("points a read receipt at the last message the partner sent, not the reader's own", () => {
    spec
      .given([sent('100', '12', '7'), sent('101', '12', '7'), sent('102', '7', '12')])
      .when({ type: 'MarkDirectMessagesRead', readerId: '7', partnerId: '12', now })
      .then([
        {
          type: 'social.DirectMessagesRead',
          data: { conversationId: '7-12', readerId: '7', partnerId: '12', lastReadEventId: '101', readAt: now },
        },
      ]);
  });

  it('records a read receipt with no message to point at when the partner sent none', () => {
    spec
      .given([sent('102', '7', '12')])
      .when({ type: 'MarkDirectMessagesRead', readerId: '7', partnerId: '12', now })
      .then([
        {
          type: 'social.DirectMessagesRead',
          data: { conversationId: '7-12', readerId: '7', partnerId: '12', lastReadEventId: null, readAt: now },
        },
      ]);
  });

  it('indicates typing, also before any message', () => {
    spec
      .given([])
      .when({ type: 'IndicateTyping', senderId: '12', recipientId: '7', now })
      .then([{ type: 'social.TypingIndicated', data: { conversationId: '7-12', senderId: '12', recipientId: '7', indicatedAt: now } }]);
  });
});

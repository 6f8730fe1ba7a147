import { writeRoute } from '@platform/ads-entity';
import { numericId } from '@platform/ddd';
import { conversationMediaKeys } from '../../domain/conversation-card';
import { legacyCardId } from '../../domain/legacy-card-id';
import { cardMedia } from './card-media-reader';
import { ConversationCardRequest } from './conversation-card.request';

/**
 * What the PUT of either kind of conversation card (video, legacy image)
 * sends: every member optional, the card judged again as a whole, the media
 * it names (given and kept) read from the library.
 */
export const conversationCardUpdate = writeRoute(ConversationCardRequest, {
  command: (p) => ({ fields: p }),
  context: cardMedia((p: ConversationCardRequest, current) => conversationMediaKeys(p, current)),
});

/** The POST of either kind: the same, under a new legacy card id. */
export const conversationCardCreate = { ...conversationCardUpdate, id: () => legacyCardId(numericId()) };

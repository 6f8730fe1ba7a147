import { adsEntity } from '@platform/ads-entity';
import { CONVERSATION_WRITE_ONLY, imageConversationCardLifecycle, videoConversationCardLifecycle } from '../domain/conversation-card';
import { cardList } from '../features/shared/card-list.request';
import { conversationCardCreate, conversationCardUpdate } from '../features/shared/conversation-card-writes';
import { imageConversationCardsTable, videoConversationCardsTable } from '../projections/tables';

export const VideoConversationCard = adsEntity({
  lifecycle: videoConversationCardLifecycle,
  table: videoConversationCardsTable,
  writeOnly: CONVERSATION_WRITE_ONLY,
  routes: {
    path: 'accounts/:account_id/cards/video_conversation',
    tag: 'ads: video conversation cards',
    get: true,
    list: cardList,
    create: conversationCardCreate,
    update: conversationCardUpdate,
    delete: true,
  },
});

/** The legacy image conversation card. */
export const ImageConversationCard = adsEntity({
  lifecycle: imageConversationCardLifecycle,
  table: imageConversationCardsTable,
  writeOnly: CONVERSATION_WRITE_ONLY,
  routes: {
    path: 'accounts/:account_id/cards/image_conversation',
    tag: 'ads: cards',
    get: true,
    list: cardList,
    create: conversationCardCreate,
    update: conversationCardUpdate,
    delete: true,
  },
});

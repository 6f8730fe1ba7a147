import { adsEntity } from '@platform/ads-entity';
import { CONVERSATION_WRITE_ONLY, imageConversationCardLifecycle, videoConversationCardLifecycle } from '../domain/conversation-card';
import { imageConversationCardsTable, videoConversationCardsTable } from '../projections/tables';

export const VideoConversationCard = adsEntity({
  lifecycle: videoConversationCardLifecycle,
  stream: 'creatives.VideoConversationCard',
  table: videoConversationCardsTable,
  idParam: 'card_id',
  writeOnly: CONVERSATION_WRITE_ONLY,
});

/** The legacy image conversation card. */
export const ImageConversationCard = adsEntity({
  lifecycle: imageConversationCardLifecycle,
  stream: 'creatives.ImageConversationCard',
  table: imageConversationCardsTable,
  idParam: 'card_id',
  writeOnly: CONVERSATION_WRITE_ONLY,
});

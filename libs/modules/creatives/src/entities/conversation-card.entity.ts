import { adsEntity } from '@platform/ads-entity';
import { CONVERSATION_WRITE_ONLY, imageConversationCardLifecycle, videoConversationCardLifecycle } from '../domain/conversation-card';
import { imageConversationCardsTable, videoConversationCardsTable } from '../projections/tables';

export const VideoConversationCard = adsEntity({ lifecycle: videoConversationCardLifecycle, table: videoConversationCardsTable, writeOnly: CONVERSATION_WRITE_ONLY });

/** The legacy image conversation card. */
export const ImageConversationCard = adsEntity({ lifecycle: imageConversationCardLifecycle, table: imageConversationCardsTable, writeOnly: CONVERSATION_WRITE_ONLY });

import { listEntityController } from '@platform/ads-entity';
import { VideoConversationCard } from '../../entities/conversation-card.entity';
import { CardListRequest } from '../shared/card-list.request';

export class ListVideoConversationCardsController extends listEntityController(VideoConversationCard, {
  path: 'accounts/:account_id/cards/video_conversation',
  tag: 'ads: video conversation cards',
  request: CardListRequest,
  query: (p) => ({ filters: { id: p.card_ids }, q: p.q }),
}) {}

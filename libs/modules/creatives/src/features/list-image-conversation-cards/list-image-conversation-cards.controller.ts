import { listEntityController } from '@platform/ads-entity';
import { ImageConversationCard } from '../../entities/conversation-card.entity';
import { CardListRequest } from '../shared/card-list.request';

export class ListImageConversationCardsController extends listEntityController(ImageConversationCard, {
  path: 'accounts/:account_id/cards/image_conversation',
  tag: 'ads: cards',
  request: CardListRequest,
  query: (p) => ({ filters: { id: p.card_ids }, q: p.q }),
}) {}

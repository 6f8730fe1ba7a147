import { Controller, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AccountScoped } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsParams, AdsResponse, adsPaths } from '@platform/http';
import type { ConversationCardView } from '../../domain/conversation-card';
import { ImageConversationCard } from '../../entities/conversation-card.entity';
import { UpdateConversationCardCommand } from '../create-video-conversation-card/conversation-card.commands';
import { ConversationCardRequest } from '../create-video-conversation-card/conversation-card.request';

/** The legacy image conversation card's update: every member optional; the card is judged again as a whole. */
@ApiTags('ads: cards')
@Controller(adsPaths('accounts/:account_id/cards/image_conversation/:card_id'))
export class UpdateImageConversationCardController {
  constructor(private readonly commands: CommandBus) {}

  @Put()
  @AccountScoped()
  async update(@Param('account_id') accountId: string, @Param('card_id') cardId: string, @AdsParams(ConversationCardRequest) p: ConversationCardRequest) {
    return AdsResponse.of(
      await this.commands.execute<UpdateConversationCardCommand, ConversationCardView>(
        new UpdateConversationCardCommand(ImageConversationCard, requestContext.environment(), accountId, cardId, p),
      ),
    );
  }
}

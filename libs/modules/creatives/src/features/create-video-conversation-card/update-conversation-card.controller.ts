import { Controller, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { AnyAdsEntity } from '@platform/ads-entity';
import { AccountScoped } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsParams, AdsResponse, adsPaths } from '@platform/http';
import type { ConversationCardView } from '../../domain/conversation-card';
import { UpdateConversationCardCommand } from './conversation-card.commands';
import { ConversationCardRequest } from './conversation-card.request';

/** The PUT of one kind of conversation card (video, image): every member optional; the card is judged again as a whole. */
export function updateConversationCardController(entity: AnyAdsEntity, options: { path: string; tag: string }) {
  @ApiTags(options.tag)
  @Controller(adsPaths(options.path))
  class UpdateConversationCardController {
    constructor(readonly commands: CommandBus) {}

    @Put()
    @AccountScoped()
    async update(@Param('account_id') accountId: string, @Param('card_id') cardId: string, @AdsParams(ConversationCardRequest) p: ConversationCardRequest) {
      return AdsResponse.of(
        await this.commands.execute<UpdateConversationCardCommand, ConversationCardView>(
          new UpdateConversationCardCommand(entity, requestContext.environment(), accountId, cardId, p),
        ),
      );
    }
  }
  return UpdateConversationCardController;
}

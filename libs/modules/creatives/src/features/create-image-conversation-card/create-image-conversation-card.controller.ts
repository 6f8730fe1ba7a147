import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AccountScoped } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsParams, AdsResponse, adsPaths } from '@platform/http';
import type { ConversationCardView } from '../../domain/conversation-card';
import { ImageConversationCard } from '../../entities/conversation-card.entity';
import { CreateConversationCardCommand } from '../create-video-conversation-card/conversation-card.commands';
import { ConversationCardRequest } from '../create-video-conversation-card/conversation-card.request';

/** The legacy image conversation card (listed with the cards when `include_legacy_cards` is set). */
@ApiTags('ads: cards')
@Controller(adsPaths('accounts/:account_id/cards/image_conversation'))
export class CreateImageConversationCardController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(200)
  @AccountScoped()
  async create(@Param('account_id') accountId: string, @AdsParams(ConversationCardRequest) p: ConversationCardRequest) {
    return AdsResponse.of(
      await this.commands.execute<CreateConversationCardCommand, ConversationCardView>(
        new CreateConversationCardCommand(ImageConversationCard, requestContext.environment(), accountId, p),
      ),
    );
  }
}

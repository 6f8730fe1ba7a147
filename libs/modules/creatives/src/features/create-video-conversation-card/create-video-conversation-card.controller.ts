import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AccountScoped } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsParams, AdsResponse, adsPaths } from '@platform/http';
import type { ConversationCardView } from '../../domain/conversation-card';
import { VideoConversationCard } from '../../entities/conversation-card.entity';
import { CreateConversationCardCommand } from './conversation-card.commands';
import { ConversationCardRequest } from './conversation-card.request';

@ApiTags('ads: video conversation cards')
@Controller(adsPaths('accounts/:account_id/cards/video_conversation'))
export class CreateVideoConversationCardController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(200)
  @AccountScoped()
  async create(@Param('account_id') accountId: string, @AdsParams(ConversationCardRequest) p: ConversationCardRequest) {
    return AdsResponse.of(
      await this.commands.execute<CreateConversationCardCommand, ConversationCardView>(
        new CreateConversationCardCommand(VideoConversationCard, requestContext.environment(), accountId, p),
      ),
    );
  }
}

import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '@platform/auth';
import { checkConversationId, type ChatConversationView } from '../shared/chat-conversation-view';
import { JoinChatConversationCommand } from './join-chat-conversation.command';
import { JoinChatConversationRequest } from './join-chat-conversation.request';

@ApiTags('admin')
@AdminOnly()
@Controller('admin/chat/conversations')
export class JoinChatConversationController {
  constructor(private readonly commands: CommandBus) {}

  /** Adds a user to a chat conversation (chat.conversation_join for them and for the members); joining again changes nothing. */
  @Post(':conversation_id/participants')
  @HttpCode(200)
  async join(@Param('conversation_id') conversationId: string, @Body() body: JoinChatConversationRequest): Promise<{ data: ChatConversationView }> {
    checkConversationId(conversationId);
    return { data: await this.commands.execute(new JoinChatConversationCommand(conversationId, body.user_id)) };
  }
}

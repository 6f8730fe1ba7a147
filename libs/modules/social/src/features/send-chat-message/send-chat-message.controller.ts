import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '@platform/auth';
import type { ChatMessageView } from '../../contracts/chat-activity';
import { checkConversationId } from '../shared/chat-conversation-view';
import { SendChatMessageCommand } from './send-chat-message.command';
import { SendChatMessageRequest } from './send-chat-message.request';

@ApiTags('admin')
@AdminOnly()
@Controller('admin/chat/conversations')
export class SendChatMessageController {
  constructor(private readonly commands: CommandBus) {}

  /** Sends a message in a chat conversation (chat.sent for the sender, chat.received for the other participants); answers the message event. */
  @Post(':conversation_id/messages')
  @HttpCode(201)
  async send(@Param('conversation_id') conversationId: string, @Body() body: SendChatMessageRequest): Promise<{ data: ChatMessageView }> {
    checkConversationId(conversationId);
    return { data: await this.commands.execute(new SendChatMessageCommand(conversationId, body.sender_id, body.text)) };
  }
}

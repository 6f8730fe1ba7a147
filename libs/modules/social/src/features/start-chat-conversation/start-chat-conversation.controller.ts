import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '@platform/auth';
import type { ChatConversationView } from '../shared/chat-conversation-view';
import { StartChatConversationCommand } from './start-chat-conversation.command';
import { StartChatConversationRequest } from './start-chat-conversation.request';

@ApiTags('admin')
@AdminOnly()
@Controller('admin/chat/conversations')
export class StartChatConversationController {
  constructor(private readonly commands: CommandBus) {}

  /** Starts a chat conversation (activity event chat.conversation_join for each user in it); answers the conversation. */
  @Post()
  @HttpCode(201)
  async start(@Body() body: StartChatConversationRequest): Promise<{ data: ChatConversationView }> {
    return { data: await this.commands.execute(new StartChatConversationCommand(body.participant_ids)) };
  }
}

import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '@platform/auth';
import type { DmReadPayload } from '../../contracts/dm-activity';
import { MarkDirectMessagesReadCommand } from './mark-direct-messages-read.command';
import { MarkDirectMessagesReadRequest } from './mark-direct-messages-read.request';

@ApiTags('admin')
@AdminOnly()
@Controller('admin/direct_messages')
export class MarkDirectMessagesReadController {
  constructor(private readonly commands: CommandBus) {}

  /** Simulates a user reading the messages of a conversation partner (activity event dm.read); answers the read receipt. */
  @Post('read')
  @HttpCode(200)
  async read(@Body() body: MarkDirectMessagesReadRequest): Promise<{ data: DmReadPayload }> {
    const receipt = await this.commands.execute<MarkDirectMessagesReadCommand, DmReadPayload>(
      new MarkDirectMessagesReadCommand(body.user_id, body.conversation_partner_id),
    );
    return { data: receipt };
  }
}

import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '@platform/auth';
import type { DmEventPayload } from '../../contracts/dm-activity';
import { SendDirectMessageCommand } from './send-direct-message.command';
import { SendDirectMessageRequest } from './send-direct-message.request';

@ApiTags('admin')
@AdminOnly()
@Controller('admin/direct_messages')
export class SendDirectMessageController {
  constructor(private readonly commands: CommandBus) {}

  /** Simulates a direct message from one user to another (activity events dm.sent and dm.received); answers the DM event. */
  @Post()
  @HttpCode(201)
  async send(@Body() body: SendDirectMessageRequest): Promise<{ data: DmEventPayload }> {
    const message = await this.commands.execute<SendDirectMessageCommand, DmEventPayload>(
      new SendDirectMessageCommand(body.sender_id, body.recipient_id, body.text),
    );
    return { data: message };
  }
}

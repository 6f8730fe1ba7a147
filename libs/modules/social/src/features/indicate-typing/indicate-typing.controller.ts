import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '@platform/auth';
import type { DmTypingPayload } from '../../contracts/dm-activity';
import { IndicateTypingCommand } from './indicate-typing.command';
import { IndicateTypingRequest } from './indicate-typing.request';

@ApiTags('admin')
@AdminOnly()
@Controller('admin/direct_messages')
export class IndicateTypingController {
  constructor(private readonly commands: CommandBus) {}

  /** Simulates a user typing in the conversation with another (activity event dm.indicate_typing). */
  @Post('typing')
  @HttpCode(200)
  async typing(@Body() body: IndicateTypingRequest): Promise<{ data: DmTypingPayload }> {
    const indicator = await this.commands.execute<IndicateTypingCommand, DmTypingPayload>(
      new IndicateTypingCommand(body.sender_id, body.recipient_id),
    );
    return { data: indicator };
  }
}

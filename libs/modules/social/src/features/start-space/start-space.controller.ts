import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '@platform/auth';
import type { SpaceView } from '../shared/space-view';
import { StartSpaceCommand } from './start-space.command';
import { StartSpaceRequest } from './start-space.request';

@ApiTags('admin')
@AdminOnly()
@Controller('admin/spaces')
export class StartSpaceController {
  constructor(private readonly commands: CommandBus) {}

  /** Simulates a user starting a live Space (activity event spaces.start); answers the Space. */
  @Post()
  @HttpCode(201)
  async start(@Body() body: StartSpaceRequest): Promise<{ data: SpaceView }> {
    const space = await this.commands.execute<StartSpaceCommand, SpaceView>(new StartSpaceCommand(body.host_id, body.title));
    return { data: space };
  }
}

import { Controller, Delete, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '@platform/auth';
import { asSpaceProblems } from './space-problems';
import type { SpaceView } from '../shared/space-view';
import { EndSpaceCommand } from './end-space.command';

@ApiTags('admin')
@AdminOnly()
@Controller('admin/spaces')
export class EndSpaceController {
  constructor(private readonly commands: CommandBus) {}

  /** Ends a live Space (activity event spaces.end); answers the ended Space. */
  @Delete(':space_id')
  async end(@Param('space_id') spaceId: string): Promise<{ data: SpaceView }> {
    const space = await asSpaceProblems(spaceId, () =>
      this.commands.execute<EndSpaceCommand, SpaceView>(new EndSpaceCommand(spaceId)),
    );
    return { data: space };
  }
}

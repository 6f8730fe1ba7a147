import { Body, Controller, Param, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '@platform/auth';
import type { UserView } from '../../projections/users.read-model';
import { UpdateUserCommand } from './update-user.command';
import { UpdateUserRequest } from './update-user.request';

@ApiTags('admin')
@AdminOnly()
@Controller('admin/users')
export class UpdateUserController {
  constructor(private readonly commands: CommandBus) {}

  /** Changes a user's profile; each changed field is its own event (and activity event). */
  @Patch(':user_id')
  async update(@Param('user_id') userId: string, @Body() body: UpdateUserRequest): Promise<{ data: UserView }> {
    const user = await this.commands.execute<UpdateUserCommand, UserView>(
      new UpdateUserCommand(userId, {
        name: body.name,
        description: body.description,
        screenName: body.screen_name,
        verified: body.verified,
        location: body.location,
        url: body.url,
        profileImageUrl: body.profile_image_url,
        profileBannerUrl: body.profile_banner_url,
        affiliationUserId: body.affiliation_user_id,
      }),
    );
    return { data: user };
  }
}

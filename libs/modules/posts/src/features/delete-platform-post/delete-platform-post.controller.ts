import { Controller, Delete, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { CallingUser, PlatformUserContext } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { asResourceNotFound, platformNumericId } from '@platform/http';
import { DeletePostCommand } from './delete-post.command';

/** `DELETE /2/tweets/:id` (and `/2/posts/:id`): the caller's own post, OAuth 1.0a user context. */
@ApiTags('posts')
@Controller(['2/tweets/:id', '2/posts/:id'])
export class DeletePlatformPostController {
  constructor(private readonly commands: CommandBus) {}

  @Delete()
  @PlatformUserContext('tweet.read', 'tweet.write', 'users.read')
  async delete(@CallingUser() userId: string, @Param('id') id: string) {
    platformNumericId('id', id);
    await asResourceNotFound('post', 'id', id, () => this.commands.execute(new DeletePostCommand(requestContext.environment(), userId, id)));
    return { data: { deleted: true } };
  }
}

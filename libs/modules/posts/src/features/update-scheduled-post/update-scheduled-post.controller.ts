import { Controller, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AccountScoped, CallingUser } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsParams, AdsResponse, adsPaths, postPaths } from '@platform/http';
import type { ScheduledPostView } from '../../domain/scheduled-post';
import { UpdateScheduledPostCommand } from '../unpublished-post.commands';
import { contentOf, UpdateScheduledPostRequest } from '../unpublished-post.request';

@ApiTags('ads: scheduled posts')
@Controller(adsPaths(postPaths('accounts/:account_id/scheduled_posts/:scheduled_post_id')))
export class UpdateScheduledPostController {
  constructor(private readonly commands: CommandBus) {}

  @Put()
  @AccountScoped()
  async update(
    @Param('account_id') accountId: string,
    @Param('scheduled_post_id') id: string,
    @CallingUser() callerId: string,
    @AdsParams(UpdateScheduledPostRequest) p: UpdateScheduledPostRequest,
  ) {
    return AdsResponse.of(
      await this.commands.execute<UpdateScheduledPostCommand, ScheduledPostView>(
        new UpdateScheduledPostCommand(requestContext.environment(), accountId, callerId, id, { ...contentOf(p), scheduled_at: p.scheduled_at }),
      ),
    );
  }
}

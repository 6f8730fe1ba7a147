import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AccountScoped, CallingUser } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsParams, AdsResponse, adsPaths, postPaths } from '@platform/http';
import type { ScheduledPostView } from '../../domain/scheduled-post';
import { CreateScheduledPostCommand } from '../unpublished-post.commands';
import { contentOf, CreateScheduledPostRequest } from '../unpublished-post.request';

@ApiTags('ads: scheduled posts')
@Controller(adsPaths(postPaths('accounts/:account_id/scheduled_posts')))
export class CreateScheduledPostController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(200)
  @AccountScoped()
  async create(@Param('account_id') accountId: string, @CallingUser() callerId: string, @AdsParams(CreateScheduledPostRequest) p: CreateScheduledPostRequest) {
    return AdsResponse.of(
      await this.commands.execute<CreateScheduledPostCommand, ScheduledPostView>(
        new CreateScheduledPostCommand(requestContext.environment(), accountId, callerId, p.as_user_id, { ...contentOf(p), scheduled_at: p.scheduled_at }),
      ),
    );
  }
}

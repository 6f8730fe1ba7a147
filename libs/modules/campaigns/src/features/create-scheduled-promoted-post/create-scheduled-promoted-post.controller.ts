import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AccountScoped } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsParams, AdsResponse, adsPaths, postPaths } from '@platform/http';
import type { ScheduledPromotedPostView } from '../../domain/promotion';
import { CreateScheduledPromotedPostCommand } from './create-scheduled-promoted-post.command';
import { CreateScheduledPromotedPostRequest } from './create-scheduled-promoted-post.request';

@ApiTags('ads: scheduled promoted posts')
@Controller(adsPaths(postPaths('accounts/:account_id/scheduled_promoted_posts')))
export class CreateScheduledPromotedPostController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(200)
  @AccountScoped()
  async create(@Param('account_id') accountId: string, @AdsParams(CreateScheduledPromotedPostRequest) p: CreateScheduledPromotedPostRequest) {
    return AdsResponse.of(
      await this.commands.execute<CreateScheduledPromotedPostCommand, ScheduledPromotedPostView>(
        new CreateScheduledPromotedPostCommand(requestContext.environment(), accountId, p.line_item_id, p.scheduled_post_id),
      ),
    );
  }
}

import { Controller, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AccountScoped, CallingUser } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsParams, AdsResponse, adsPaths, postPaths } from '@platform/http';
import type { DraftPostView } from '../../domain/scheduled-post';
import { UpdateDraftPostCommand } from '../unpublished-post.commands';
import { contentOf, UpdateDraftPostRequest } from '../unpublished-post.request';

@ApiTags('ads: draft posts')
@Controller(adsPaths(postPaths('accounts/:account_id/draft_posts/:draft_post_id')))
export class UpdateDraftPostController {
  constructor(private readonly commands: CommandBus) {}

  @Put()
  @AccountScoped()
  async update(
    @Param('account_id') accountId: string,
    @Param('draft_post_id') id: string,
    @CallingUser() callerId: string,
    @AdsParams(UpdateDraftPostRequest) p: UpdateDraftPostRequest,
  ) {
    return AdsResponse.of(
      await this.commands.execute<UpdateDraftPostCommand, DraftPostView>(
        new UpdateDraftPostCommand(requestContext.environment(), accountId, callerId, id, contentOf(p)),
      ),
    );
  }
}

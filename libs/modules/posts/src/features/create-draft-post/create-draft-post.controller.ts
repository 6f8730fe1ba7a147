import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AccountScoped, CallingUser } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsParams, AdsResponse, adsPaths, postPaths } from '@platform/http';
import type { DraftPostView } from '../../domain/scheduled-post';
import { CreateDraftPostCommand } from '../unpublished-post.commands';
import { contentOf, CreateDraftPostRequest } from '../unpublished-post.request';

@ApiTags('ads: draft posts')
@Controller(adsPaths(postPaths('accounts/:account_id/draft_posts')))
export class CreateDraftPostController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(200)
  @AccountScoped()
  async create(@Param('account_id') accountId: string, @CallingUser() callerId: string, @AdsParams(CreateDraftPostRequest) p: CreateDraftPostRequest) {
    return AdsResponse.of(
      await this.commands.execute<CreateDraftPostCommand, DraftPostView>(
        new CreateDraftPostCommand(requestContext.environment(), accountId, callerId, p.as_user_id, contentOf(p)),
      ),
    );
  }
}

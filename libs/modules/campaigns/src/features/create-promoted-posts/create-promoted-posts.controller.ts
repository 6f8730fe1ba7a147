import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AccountScoped } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsParams, AdsResponse, adsPaths, postPaths } from '@platform/http';
import type { PromotedPostView } from '../../domain/promotion';
import { CreatePromotedPostsCommand } from './create-promoted-posts.command';
import { CreatePromotedPostsRequest } from './create-promoted-posts.request';

/** `POST /12/accounts/:account_id/promoted_posts` (the SDKs' `promoted_tweets`): posts onto a line item, answered as a list. */
@ApiTags('ads: promoted posts')
@Controller(adsPaths(postPaths('accounts/:account_id/promoted_posts')))
export class CreatePromotedPostsController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(200)
  @AccountScoped()
  async create(@Param('account_id') accountId: string, @AdsParams(CreatePromotedPostsRequest) p: CreatePromotedPostsRequest) {
    return AdsResponse.of(
      await this.commands.execute<CreatePromotedPostsCommand, PromotedPostView[]>(
        new CreatePromotedPostsCommand(requestContext.environment(), accountId, p.line_item_id, [...new Set(p.post_ids)]),
      ),
    );
  }
}

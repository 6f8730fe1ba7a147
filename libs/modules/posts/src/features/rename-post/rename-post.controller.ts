import { Controller, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AccountScoped } from '@platform/auth';
import { NUMERIC_ID, requestContext } from '@platform/ddd';
import { AdsParams, AdsResponse, adsPaths, postPaths, StringParam } from '@platform/http';
import { MAX_POST_NAME, type Post, postNotFound } from '../../domain/post';
import { adsFactsOf, adsPostAnswer } from '../../views/post-views';
import { RenamePostCommand } from './rename-post.command';

export class RenamePostRequest {
  /** The post's name in the ads tools; empty unsets it, absent leaves it. */
  @StringParam({ nullable: true, maxLength: MAX_POST_NAME })
  name?: string | null;
}

@ApiTags('ads: posts')
@Controller(adsPaths(postPaths('accounts/:account_id/posts/:post_id/name')))
export class RenamePostController {
  constructor(private readonly commands: CommandBus) {}

  @Put()
  @AccountScoped()
  async rename(@Param('account_id') accountId: string, @Param('post_id') postId: string, @AdsParams(RenamePostRequest) p: RenamePostRequest) {
    if (!NUMERIC_ID.test(postId)) throw postNotFound(postId);
    const post = await this.commands.execute<RenamePostCommand, Post>(new RenamePostCommand(requestContext.environment(), accountId, postId, p.name));
    // the name update answers the post with its ads members, the author trimmed to its id
    return AdsResponse.of(adsPostAnswer(adsFactsOf(post), { id: post.authorId }, { trimUser: true, detailed: { postType: 'PUBLISHED' } }));
  }
}

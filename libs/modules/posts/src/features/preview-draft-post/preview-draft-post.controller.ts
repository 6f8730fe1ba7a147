import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AccountScoped } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { adsPaths, postPaths } from '@platform/http';
import { DraftPost } from '../../entities/scheduled-post.entity';
import { draftPostsTable } from '../../entities/tables';
import { PostAuthors } from '../shared/post-authors';

/**
 * `POST /12/accounts/:account_id/draft_posts/preview/:draft_post_id` (the
 * SDKs' `draft_tweets`): the platform sends the draft to the author's devices
 * and answers where to look. aviary has no devices to send to: it answers the
 * same message and sends nothing. The message stands beside the request's
 * echo, with no `data`, as the creatives reference's example answer shows.
 */
@ApiTags('ads: draft posts')
@Controller(adsPaths(postPaths('accounts/:account_id/draft_posts/preview/:draft_post_id')))
export class PreviewDraftPostController {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly authors: PostAuthors,
  ) {}

  @Post()
  @HttpCode(200)
  @AccountScoped()
  async preview(@Param('account_id') accountId: string, @Param('draft_post_id') id: string) {
    const draft = await draftPostsTable.get(this.db, requestContext.environment(), accountId, id);
    if (!draft) throw DraftPost.notFound(id, accountId);
    const author = await this.authors.of(draft.user_id);
    return {
      request: { params: { account_id: accountId, draft_post_id: id } },
      message: `See @${author.screenName ?? author.id}'s notifications in the app to preview your post.`,
    };
  }
}

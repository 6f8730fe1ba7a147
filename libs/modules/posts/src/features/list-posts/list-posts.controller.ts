import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AccountScoped } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsParams, AdsResponse, adsPaths, postPaths } from '@platform/http';
import { adsPostAnswer } from '../../views/post-views';
import { AccountPosts } from '../shared/account-posts';
import { PostAuthors } from '../shared/post-authors';
import { ListPostsRequest } from './list-posts.request';

/** `GET /12/accounts/:account_id/posts` (the SDKs' `tweets`): a promotable user's published, scheduled or draft posts. */
@ApiTags('ads: posts')
@Controller(adsPaths(postPaths('accounts/:account_id/posts')))
export class ListPostsController {
  constructor(
    private readonly posts: AccountPosts,
    private readonly authors: PostAuthors,
  ) {}

  @Get()
  @AccountScoped()
  async list(@Param('account_id') accountId: string, @AdsParams(ListPostsRequest) p: ListPostsRequest) {
    const environment = requestContext.environment();
    const userId = await this.posts.userOf(environment, accountId, p.user_id);
    const page = await this.posts.list(environment, accountId, {
      type: p.post_type,
      userId,
      ids: p.post_ids,
      timeline: p.timeline_type,
      name: p.name,
      repliesAndMentions: p.include_mentions_and_replies,
      count: p.count,
      cursor: p.cursor,
    });
    const author = await this.authors.of(userId);
    const data = page.data.map(({ facts, extras }) => adsPostAnswer(facts, author, { trimUser: p.trim_user, detailed: extras }));
    return AdsResponse.page({ ...page, data });
  }
}

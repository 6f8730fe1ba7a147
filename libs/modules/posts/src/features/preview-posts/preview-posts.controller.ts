import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import escapeHtml from 'escape-html';
import { AccountScoped } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsParams, AdsResponse, adsPaths, CsvParam, EnumParam, postPaths } from '@platform/http';
import { NUMERIC_ID } from '@platform/ddd';
import { type AdsPostFacts, type PostAuthor, postTime } from '../../views/post-views';
import { AccountPosts, POST_TYPES, type PostType } from '../shared/account-posts';
import { PostAuthors } from '../shared/post-authors';

export class PreviewPostsRequest {
  @CsvParam({ required: true, max: 200, pattern: NUMERIC_ID })
  post_ids: string[];

  @EnumParam(POST_TYPES, { required: true })
  post_type: PostType;
}

/**
 * A post's preview as an ads tool embeds it: a self-contained iframe
 * (`srcdoc`, no address outside aviary) showing the author, the text, the
 * card and the time.
 */
export function previewOf(post: AdsPostFacts, author: { name?: string; screenName?: string }): string {
  const who = author.screenName ? `${escapeHtml(author.name ?? author.screenName)} <span>@${escapeHtml(author.screenName)}</span>` : escapeHtml(post.authorId);
  const card = post.cardUri ? `<div class="card">${escapeHtml(post.cardUri)}</div>` : '';
  const doc = `<!doctype html><meta charset="utf-8"><article class="post"><header>${who}</header><p>${escapeHtml(post.text)}</p>${card}<time>${postTime(post.createdAt)}</time></article>`;
  return `<iframe class='post-preview' srcdoc='${escapeHtml(doc)}' style='width:100%;max-width:550px;height:455px' frameborder='0' scrolling='no'></iframe>`;
}

/** `GET /12/accounts/:account_id/post_previews` (the SDKs' `tweet_previews`): previews of the account's posts. */
@ApiTags('ads: posts')
@Controller(adsPaths(postPaths('accounts/:account_id/post_previews')))
export class PreviewPostsController {
  constructor(
    private readonly posts: AccountPosts,
    private readonly authors: PostAuthors,
  ) {}

  @Get()
  @AccountScoped()
  async preview(@Param('account_id') accountId: string, @AdsParams(PreviewPostsRequest) p: PreviewPostsRequest) {
    const found = await this.posts.byIds(requestContext.environment(), accountId, p.post_type, p.post_ids);
    // an id that is not a post of this type the account sees has no preview: it is left out, not refused
    // most previews are of one author's posts: each author is looked up once
    const authors = new Map<string, Promise<PostAuthor>>();
    const authorOf = (id: string) => authors.get(id) ?? authors.set(id, this.authors.of(id)).get(id)!;
    const data = [];
    for (const { facts } of found) data.push({ post_id: facts.id, preview: previewOf(facts, await authorOf(facts.authorId)) });
    return AdsResponse.of(data);
  }
}

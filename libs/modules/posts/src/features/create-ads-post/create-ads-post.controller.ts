import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AccountScoped, CallingUser } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsParams, AdsResponse, adsPaths, postPaths } from '@platform/http';
import type { Post as PostFacts } from '../../domain/post';
import { adsFactsOf, adsPostAnswer } from '../../views/post-views';
import { PostAuthors } from '../shared/post-authors';
import { CreateAdsPostCommand } from './create-ads-post.command';
import { CreateAdsPostRequest } from './create-ads-post.request';

@ApiTags('ads: posts')
@Controller(adsPaths(postPaths('accounts/:account_id/post')))
export class CreateAdsPostController {
  constructor(
    private readonly commands: CommandBus,
    private readonly authors: PostAuthors,
  ) {}

  @Post()
  @HttpCode(200)
  @AccountScoped()
  async create(@Param('account_id') accountId: string, @CallingUser() callerId: string, @AdsParams(CreateAdsPostRequest) p: CreateAdsPostRequest) {
    const post = await this.commands.execute<CreateAdsPostCommand, PostFacts>(
      new CreateAdsPostCommand(requestContext.environment(), callerId, {
        authorId: p.as_user_id,
        accountId,
        text: p.text ?? null,
        nullcast: p.nullcast,
        name: p.name || null,
        cardUri: p.card_uri ?? null,
        mediaKeys: p.media_keys ?? [],
        conversationSettings: p.conversation_settings ?? 'EVERYONE',
        video: { title: p.video_title ?? null, description: p.video_description ?? null, cta: p.video_cta ?? null, ctaValue: p.video_cta_value ?? null },
        replyTo: null,
        quoteOf: null,
        poll: null,
        editOf: null,
      }),
    );
    const author = await this.authors.of(post.authorId);
    // conversation_settings is left out of the POST answer (present in GET), as the docs say
    return AdsResponse.of(adsPostAnswer(adsFactsOf(post), author, { trimUser: p.trim_user, extended: p.post_mode === 'extended' }));
  }
}

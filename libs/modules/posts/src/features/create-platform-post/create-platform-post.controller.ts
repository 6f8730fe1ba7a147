import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { CallingUser, PlatformUserContext } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import type { ConversationSetting, Post as PostFacts } from '../../domain/post';
import { platformPostView } from '../../views/post-views';
import { CreatePlatformPostCommand } from './create-platform-post.command';
import { CreatePlatformPostRequest } from './create-platform-post.request';

const CONVERSATION: Record<string, ConversationSetting> = {
  following: 'FOLLOWING',
  mentionedUsers: 'MENTIONED_USERS',
  subscribers: 'SUBSCRIBERS',
  verified: 'VERIFIED',
};

/** `POST /2/tweets` (and the neutral `/2/posts`): the calling user's post, OAuth 1.0a user context. */
@ApiTags('posts')
@Controller(['2/tweets', '2/posts'])
export class CreatePlatformPostController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(201)
  @PlatformUserContext('tweet.read', 'tweet.write', 'users.read')
  async create(@CallingUser() userId: string, @Body() body: CreatePlatformPostRequest) {
    const { text, media, poll, reply, edit_options, quote_tweet_id, card_uri, reply_settings, nullcast, ...rest } = body;
    // what aviary keeps without acting on it (tagged users, geo, community, disclosures), as given
    const platformOptions: Record<string, unknown> = { ...rest };
    const { media_ids: _ids, ...mediaOptions } = media ?? { media_ids: [] };
    const { in_reply_to_tweet_id: _replied, ...replyOptions } = reply ?? { in_reply_to_tweet_id: '' };
    if (Object.keys(mediaOptions).length) platformOptions.media = mediaOptions;
    if (Object.keys(replyOptions).length) platformOptions.reply = replyOptions;
    const replies = reply_settings ?? poll?.reply_settings;
    const post = await this.commands.execute<CreatePlatformPostCommand, PostFacts>(
      new CreatePlatformPostCommand(
        requestContext.environment(),
        {
          authorId: userId,
          accountId: null,
          text: text ?? null,
          nullcast: nullcast ?? false,
          name: null,
          cardUri: card_uri ?? null,
          mediaKeys: [],
          conversationSettings: replies ? CONVERSATION[replies] : 'EVERYONE',
          video: { title: media?.title ?? null, description: media?.description ?? null, cta: null, ctaValue: null },
          replyTo: reply?.in_reply_to_tweet_id ?? null,
          quoteOf: quote_tweet_id ?? null,
          poll: poll ? { options: poll.options, durationMinutes: poll.duration_minutes } : null,
          platformOptions,
          editOf: edit_options?.previous_post_id ?? null,
        },
        media?.media_ids ?? [],
      ),
    );
    return { data: platformPostView(post) };
  }
}

import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '@platform/auth';
import type { NewsStoryView } from '../../contracts/news-activity';
import { PublishNewsStoryCommand } from './publish-news-story.command';
import { PublishNewsStoryRequest } from './publish-news-story.request';

@ApiTags('admin')
@AdminOnly()
@Controller('admin/news')
export class PublishNewsStoryController {
  constructor(private readonly commands: CommandBus) {}

  /** Publishes a news story (activity event news.new, for subscriptions whose keyword its name or summary holds); answers the story. */
  @Post()
  @HttpCode(201)
  async publish(@Body() body: PublishNewsStoryRequest): Promise<{ data: NewsStoryView }> {
    return { data: await this.commands.execute(new PublishNewsStoryCommand(body.name, body.summary ?? '')) };
  }
}

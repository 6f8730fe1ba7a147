import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock, numericId } from '@platform/ddd';
import { EventStore } from '@platform/event-store';
import { newsStoryView, type NewsStoryView } from '../../contracts/news-activity';
import { NEWS_STORY_STREAM, newsStoryDecider, newsStoryStreamId, type NewsStoryPublished } from '../../domain/news-story';
import { PublishNewsStoryCommand } from './publish-news-story.command';

@CommandHandler(PublishNewsStoryCommand)
export class PublishNewsStoryHandler implements ICommandHandler<PublishNewsStoryCommand, NewsStoryView> {
  constructor(
    private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ name, summary }: PublishNewsStoryCommand): Promise<NewsStoryView> {
    const storyId = numericId();
    const { events } = await this.store.handle(newsStoryStreamId(storyId), NEWS_STORY_STREAM, newsStoryDecider, {
      type: 'PublishNewsStory',
      storyId,
      name,
      summary,
      now: this.clock.now().toISOString(),
    });
    return newsStoryView(events[0].data as NewsStoryPublished['data']);
  }
}

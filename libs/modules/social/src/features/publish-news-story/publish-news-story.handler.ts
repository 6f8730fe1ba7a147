import { numericId } from '@platform/ddd';
import { streamCommandHandler } from '@platform/event-store';
import { newsStoryView } from '../../contracts/news-activity';
import { NEWS_STORY, type NewsStoryPublished } from '../../domain/news-story';
import { PublishNewsStoryCommand } from './publish-news-story.command';

export const PublishNewsStoryHandler = streamCommandHandler(PublishNewsStoryCommand, NEWS_STORY, {
  decide({ name, summary }) {
    const storyId = numericId();
    return { stream: NEWS_STORY.streamId(storyId), command: { type: 'PublishNewsStory', storyId, name, summary } };
  },
  answer: ({ events }) => newsStoryView(events[0].data as NewsStoryPublished['data']),
});

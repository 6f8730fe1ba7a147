import { deciderSpec } from '@platform/testing';
import { MAX_NEWS_NAME, newsStoryDecider, type NewsStoryEvent } from './news-story';

const now = '2026-05-01T10:00:00.000Z';
const spec = deciderSpec(newsStoryDecider);
const publish = (name: string, summary = '') => ({ type: 'PublishNewsStory' as const, storyId: 's', name, summary, now });

describe('news story decider', () => {
  it('publishes a story once', () => {
    const published: NewsStoryEvent = { type: 'social.NewsStoryPublished', data: { storyId: 's', name: 'Headline', summary: 'Text', publishedAt: now } };
    spec.given([]).when(publish('Headline', 'Text')).then([published]);
    spec.given([published]).when(publish('Again')).thenThrows({ kind: 'conflict' });
  });

  it('needs a headline of at most 280 characters', () => {
    spec.given([]).when(publish('  ')).thenThrows({ kind: 'invalid', parameter: 'name' });
    spec.given([]).when(publish('x'.repeat(MAX_NEWS_NAME + 1))).thenThrows({ kind: 'invalid', parameter: 'name' });
  });
});

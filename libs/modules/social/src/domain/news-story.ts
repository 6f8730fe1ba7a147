import { conflict, invalidParameter, streamKind, type Decider, type DomainEvent } from '@platform/ddd';

/**
 * A news story, simulated through the admin API so that its activity event
 * (news.new, which subscriptions filter by keyword) flows. One stream per
 * story; a story is published once.
 */
export type NewsStoryPublished = DomainEvent<'social.NewsStoryPublished', { storyId: string; name: string; summary: string; publishedAt: string }>;
export type NewsStoryEvent = NewsStoryPublished;

export interface NewsStoryState {
  published: boolean;
}

export interface PublishNewsStory {
  type: 'PublishNewsStory';
  storyId: string;
  name: string;
  summary: string;
  now: string;
}

export const MAX_NEWS_NAME = 280;
export const MAX_NEWS_SUMMARY = 4000;

export const newsStoryDecider: Decider<NewsStoryState, PublishNewsStory, NewsStoryEvent> = {
  initialState: () => ({ published: false }),
  evolve: () => ({ published: true }),
  decide: (command, state) => {
    if (state.published) throw conflict(`News story ${command.storyId} already exists`);
    if (command.name.trim() === '') throw invalidParameter('name', 'name must not be empty');
    if ([...command.name].length > MAX_NEWS_NAME) throw invalidParameter('name', `name must be at most ${MAX_NEWS_NAME} characters long`);
    if ([...command.summary].length > MAX_NEWS_SUMMARY) throw invalidParameter('summary', `summary must be at most ${MAX_NEWS_SUMMARY} characters long`);
    const { storyId, name, summary, now } = command;
    return [{ type: 'social.NewsStoryPublished', data: { storyId, name, summary, publishedAt: now } }];
  },
};

export const NEWS_STORY_STREAM = 'social.NewsStory';
export const newsStoryStreamId = (storyId: string) => `${NEWS_STORY_STREAM}-${storyId}`;
export const NEWS_STORY = streamKind(
  { type: NEWS_STORY_STREAM, streamId: newsStoryStreamId, decider: newsStoryDecider, stamp: 'milliseconds' },
  { 'social.NewsStoryPublished': 1 },
);

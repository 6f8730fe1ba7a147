import type { ActivityMapping, ActivityOccurrence, RecordedEvent } from '@platform/event-store';
import type { NewsStoryPublished } from '../domain/news-story';

/** A news story as the platform's v2 news object shows it: `id`, `name`, `summary`, `last_updated_at_ms`. */
export interface NewsStoryView {
  id: string;
  name: string;
  summary: string;
  last_updated_at_ms: number;
}

export const newsStoryView = (data: NewsStoryPublished['data']): NewsStoryView => ({
  id: data.storyId,
  name: data.name,
  summary: data.summary,
  last_updated_at_ms: Date.parse(data.publishedAt),
});

/**
 * A published story is a `news.new` about no user: subscriptions to it are
 * filtered by keyword, matched against the story's name and summary. Its
 * payload is the story as the activity payload page shows one: `id`, `name`,
 * `summary` and `updated_at` (ISO 8601); the simulation has no category, hook,
 * contexts or related posts to add.
 */
export const newsActivity: ActivityMapping = {
  eventTypes: ['social.NewsStoryPublished'],
  toActivity(event: RecordedEvent): ActivityOccurrence[] {
    if (event.type !== 'social.NewsStoryPublished') return [];
    const data = (event as unknown as NewsStoryPublished).data;
    const payload = { id: data.storyId, name: data.name, summary: data.summary, updated_at: new Date(data.publishedAt).toISOString() };
    return [{ eventType: 'news.new', text: `${data.name}\n${data.summary}`, payload }];
  },
};

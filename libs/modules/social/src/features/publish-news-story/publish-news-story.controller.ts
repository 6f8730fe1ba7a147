import { commandRoute } from '@platform/auth';
import { PublishNewsStoryCommand } from './publish-news-story.command';
import { PublishNewsStoryRequest } from './publish-news-story.request';

/** Publishes a news story (activity event news.new, for subscriptions whose keyword its name or summary holds); answers the story. */
export class PublishNewsStoryController extends commandRoute({
  method: 'POST',
  path: 'admin/news',
  handler: 'publish',
  tag: 'admin',
  guard: 'admin',
  status: 201,
  request: PublishNewsStoryRequest,
  command: ({ body }) => new PublishNewsStoryCommand(body.name, body.summary ?? ''),
}) {}

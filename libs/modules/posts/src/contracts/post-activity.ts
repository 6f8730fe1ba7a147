import type { ActivityMapping, ActivityOccurrence, RecordedEvent } from '@platform/event-store';
import type { PostCreated, PostDeleted } from '../domain/post';
import { platformPostView } from '../views/post-views';

/**
 * How posts become activity events: every post created (through the ads API,
 * published from a schedule, or through the platform API, promoted-only
 * ones included) is a `post.create` of its author, matched against keywords
 * by its text, and a `post.mention.create` of each other user its text
 * mentions; every deletion a `post.delete`. The payload is the post as the
 * platform's v2 API shows it, with its author and time.
 */
export const postActivity: ActivityMapping = {
  eventTypes: ['posts.PostCreated', 'posts.PostDeleted'],
  toActivity(event: RecordedEvent): ActivityOccurrence[] {
    if (event.type === 'posts.PostCreated') {
      const { post } = event.data as PostCreated['data'];
      const payload = platformPostView(post, ['author_id', 'created_at']);
      const mentioned = [...new Set((post.mentions ?? []).map((m) => m.userId))].filter((id) => id !== post.authorId);
      return [
        { eventType: 'post.create', userId: post.authorId, text: post.text, payload },
        ...mentioned.map((userId) => ({ eventType: 'post.mention.create', userId, text: post.text, payload })),
      ];
    }
    if (event.type === 'posts.PostDeleted') {
      // the deleted post's id and author, nothing else (the OpenAPI document's PostDeleteActivityResponsePayload)
      const { postId, authorId } = event.data as PostDeleted['data'];
      return [{ eventType: 'post.delete', userId: authorId, payload: { id: postId, author_id: authorId } }];
    }
    return [];
  },
};

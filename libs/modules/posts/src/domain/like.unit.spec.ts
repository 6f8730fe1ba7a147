import { deciderSpec } from '@platform/testing';
import { ActivityMappingRegistry, type RecordedEvent } from '@platform/event-store';
import { likeActivity } from '../contracts/like-activity';
import { postActivity } from '../contracts/post-activity';
import { likeDecider, type LikeEvent, type LikePost } from './like';
import type { Post } from './post';

const now = '2026-06-01T12:00:00.000Z';
const spec = deciderSpec(likeDecider);
const post = { id: 'p1', authorId: 'u1', text: 'nice @bob', createdAt: '2026-06-01T11:00:00.000Z', deleted: false } as Post;
const users = { u2: { name: 'Fan', screen_name: 'fan' }, u1: { name: 'Author', screen_name: 'author' } };
const like = (over: Partial<LikePost> = {}): LikePost => ({ type: 'LikePost', likeId: 'l1', userId: 'u2', postId: 'p1', post, postParameter: 'post_id', users, now, ...over });
const liked: LikeEvent = {
  type: 'posts.PostLiked',
  data: { likeId: 'l1', userId: 'u2', post: { id: 'p1', authorId: 'u1', text: 'nice @bob', createdAt: post.createdAt }, likedAt: now, users },
};

const recorded = (event: { type: string; data: unknown }): RecordedEvent => ({
  type: event.type,
  data: event.data,
  schemaVersion: 1,
  eventId: 'e1',
  streamId: 's',
  streamType: 's',
  streamPosition: 1,
  globalPosition: '1',
  transactionId: '1',
  accountId: null,
  metadata: { environment: 'production' },
  occurredAt: new Date(now),
  recordedAt: new Date(now),
});
const registry = new ActivityMappingRegistry();
registry.register(postActivity, likeActivity);

describe('like decider', () => {
  it('likes a post that is there, once, and takes the like back', () => {
    spec.given([]).when(like()).then([liked]);
    spec.given([liked]).when(like()).then([]);
    spec.given([liked]).when({ type: 'UnlikePost', userId: 'u2', postId: 'p1', now }).then([
      { type: 'posts.PostUnliked', data: { userId: 'u2', postId: 'p1', authorId: 'u1', unlikedAt: now } },
    ]);
    spec.given([]).when({ type: 'UnlikePost', userId: 'u2', postId: 'p1', now }).then([]);
  });

  it('refuses a post that is not there or deleted, naming the parameter that named it', () => {
    spec.given([]).when(like({ post: undefined })).thenThrows({ kind: 'invalid', parameter: 'post_id' });
    spec.given([]).when(like({ post: { ...post, deleted: true }, postParameter: 'tweet_id' })).thenThrows({ kind: 'invalid', parameter: 'tweet_id' });
  });
});

describe('like and mention activity', () => {
  it("is a like.create for the liker and the post's author, once when they are the same user", () => {
    expect(registry.activityOf(recorded(liked)).map((o) => [o.eventType, o.userId])).toEqual([
      ['like.create', 'u2'],
      ['like.create', 'u1'],
    ]);
    const own = { ...liked, data: { ...liked.data, userId: 'u1' } };
    expect(registry.activityOf(recorded(own)).map((o) => o.userId)).toEqual(['u1']);
  });

  it('is a post.mention.create for each user a post mentions but its author', () => {
    const created = {
      type: 'posts.PostCreated',
      data: {
        environment: 'production',
        post: {
          ...post,
          editHistory: ['p1'],
          mentions: [
            { userId: 'u3', screenName: 'bob' },
            { userId: 'u1', screenName: 'author' },
          ],
        },
      },
    };
    expect(registry.activityOf(recorded(created)).map((o) => [o.eventType, o.userId])).toEqual([
      ['post.create', 'u1'],
      ['post.mention.create', 'u3'],
    ]);
    // posts recorded before mentions were kept mention nobody
    const older = { ...created, data: { ...created.data, post: { ...post, editHistory: ['p1'] } } };
    expect(registry.activityOf(recorded(older)).map((o) => o.eventType)).toEqual(['post.create']);
  });
});

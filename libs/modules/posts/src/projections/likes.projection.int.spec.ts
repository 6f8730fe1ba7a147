import { historyOf, projectionSpec, testDatabase } from '@platform/testing';
import { type LikeCommand, likeDecider } from '../domain/like';
import type { Post } from '../domain/post';
import { likesProjection } from './likes.projection';

const now = '2026-06-01T12:00:00.000Z';
const fan = 'u-likes-spec';
const post = (id: string) => ({ id, authorId: 'u-author', text: 'hello', createdAt: now, deleted: false }) as Post;
const like = (postId: string): LikeCommand => ({ type: 'LikePost', likeId: `l-${postId}`, userId: fan, postId, post: post(postId), postParameter: 'post_id', users: {}, now });
const unlike = (postId: string): LikeCommand => ({ type: 'UnlikePost', userId: fan, postId, now });
/** Each like is a stream of its own (a user and a post). */
const streams = (...commands: LikeCommand[][]) => commands.flatMap((stream) => historyOf(likeDecider, stream));

describe('the likes projection', () => {
  const db = testDatabase();
  const rows = (events: Array<{ type: string; data: unknown }>) =>
    projectionSpec(likesProjection, db()).given(events).thenRows(`SELECT post_id, since_position::int FROM posts.likes WHERE user_id = $1 ORDER BY since_position`, [fan]);

  it('keeps each post a user likes, since the like', async () => {
    expect(await rows(streams([like('p-1')], [like('p-2')]))).toEqual([
      { post_id: 'p-1', since_position: 1 },
      { post_id: 'p-2', since_position: 2 },
    ]);
  });

  it('drops a like taken back, and dates a like given again from the new one', async () => {
    expect(await rows(streams([like('p-1'), unlike('p-1')], [like('p-2')]))).toEqual([{ post_id: 'p-2', since_position: 3 }]);
    expect(await rows(streams([like('p-1'), unlike('p-1'), like('p-1')]))).toEqual([{ post_id: 'p-1', since_position: 3 }]);
  });
});

import { adsEntity, writeRoute } from '@platform/ads-entity';
import { numericId } from '@platform/ddd';
import { postPaths } from '@platform/http';
import { draftPostLifecycle, scheduledPostDecider, scheduledPostLifecycle } from '../domain/scheduled-post';
import { CreateScheduledPostRequest } from '../features/create-scheduled-post/create-scheduled-post.request';
import { unpublishedPostList } from '../features/shared/list-unpublished-posts.request';
import { contentOf, NewPostContentRequest, PostContentChangeRequest } from '../features/shared/post-content.request';
import { postContentLookups } from '../features/shared/post-content-lookups';
import { UpdateScheduledPostRequest } from '../features/update-scheduled-post/update-scheduled-post.request';
import { draftPostsTable, scheduledPostsTable } from './tables';

/** What publishing and promotion need of an unpublished post's card and media, never shown. */
const WRITE_ONLY = ['card_type', 'media_types'];

/** A post scheduled for later: published by the publisher at its time. */
export const ScheduledPost = adsEntity({
  lifecycle: scheduledPostLifecycle,
  decider: scheduledPostDecider,
  table: scheduledPostsTable,
  writeOnly: WRITE_ONLY,
  routes: {
    path: postPaths('accounts/:account_id/scheduled_posts'),
    tag: 'ads: scheduled posts',
    get: true,
    list: unpublishedPostList,
    create: writeRoute(CreateScheduledPostRequest, {
      command: (p, { userId }) => ({ callerId: userId, userId: p.as_user_id, fields: { ...contentOf(p), scheduled_at: p.scheduled_at } }),
      context: postContentLookups,
      id: () => numericId(),
    }),
    update: writeRoute(UpdateScheduledPostRequest, {
      command: (p, { userId }) => ({ callerId: userId, patch: { ...contentOf(p), scheduled_at: p.scheduled_at } }),
      context: postContentLookups,
    }),
    delete: true,
  },
});

/** A draft post: kept until it is deleted. */
export const DraftPost = adsEntity({
  lifecycle: draftPostLifecycle,
  table: draftPostsTable,
  writeOnly: WRITE_ONLY,
  routes: {
    path: postPaths('accounts/:account_id/draft_posts'),
    tag: 'ads: draft posts',
    get: true,
    list: unpublishedPostList,
    create: writeRoute(NewPostContentRequest, {
      command: (p, { userId }) => ({ callerId: userId, userId: p.as_user_id, fields: contentOf(p) }),
      context: postContentLookups,
      id: () => numericId(),
    }),
    update: writeRoute(PostContentChangeRequest, { command: (p, { userId }) => ({ callerId: userId, patch: contentOf(p) }), context: postContentLookups }),
    delete: true,
  },
});

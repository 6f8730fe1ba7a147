import { adsEntity } from '@platform/ads-entity';
import { postPaths } from '@platform/http';
import { draftPostLifecycle, scheduledPostDecider, scheduledPostLifecycle } from '../domain/scheduled-post';
import { unpublishedPostList } from '../features/shared/list-unpublished-posts.request';
import { draftPostsTable, scheduledPostsTable } from './tables';

/** What publishing and promotion need of an unpublished post's card and media, never shown. */
const WRITE_ONLY = ['card_type', 'media_types'];

/** A post scheduled for later: published by the publisher at its time. */
export const ScheduledPost = adsEntity({
  lifecycle: scheduledPostLifecycle,
  decider: scheduledPostDecider,
  table: scheduledPostsTable,
  writeOnly: WRITE_ONLY,
  routes: { path: postPaths('accounts/:account_id/scheduled_posts'), tag: 'ads: scheduled posts', get: true, list: unpublishedPostList, delete: true },
});

/** A draft post: kept until it is deleted. */
export const DraftPost = adsEntity({
  lifecycle: draftPostLifecycle,
  table: draftPostsTable,
  writeOnly: WRITE_ONLY,
  routes: { path: postPaths('accounts/:account_id/draft_posts'), tag: 'ads: draft posts', get: true, list: unpublishedPostList, delete: true },
});

export { PostsModule } from './posts.module';
export { postsMigrations } from './persistence/migrations';
export {
  type PostForPromotion,
  PostsForPromotion,
  publicationOf,
  SCHEDULED_POST_UPDATED,
  type ScheduledPostForPromotion,
} from './contracts/posts-for-promotion';

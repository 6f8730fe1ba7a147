export { PostsModule } from './posts.module';
export { postsMigrations } from './persistence/migrations';
export { type PostForPromotion, PostsForPromotion, type ScheduledPostForPromotion } from './contracts/posts-for-promotion';
export { postEntities as textEntities, type PostEntities as TextEntities } from './text/post-text';

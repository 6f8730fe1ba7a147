export { PostsModule } from './posts.module';
export { postsMigrations } from './persistence/migrations';
export { type PostForPromotion, PostsForPromotion, type ScheduledPostForPromotion } from './contracts/posts-for-promotion';
export { textEntities, type TextEntities } from './contracts/text-entities';

export { CreativesModule } from './creatives.module';
export { creativesMigrations } from './persistence/migrations';
export { type AccountMediaForCreative, AccountMediaForCreatives } from './contracts/account-media-for-creatives';
export { type CardForPost, CreativesForPosts, type MediaForPost } from './contracts/creatives-for-posts';

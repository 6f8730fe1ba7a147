import { CreatePosts1732000010000 } from './1732000010000-create-posts';

export const postsMigrations = [CreatePosts1732000010000];

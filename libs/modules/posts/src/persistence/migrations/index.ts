import { CreatePosts1732000010000 } from './1732000010000-create-posts';
import { CreateLikes1732000011100 } from './1732000011100-create-likes';
import { PostEditsIndex1732000011200 } from './1732000011200-post-edits-index';

export const postsMigrations = [CreatePosts1732000010000, CreateLikes1732000011100, PostEditsIndex1732000011200];

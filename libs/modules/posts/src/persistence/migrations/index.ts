import { CreatePosts1732000010000 } from './1732000010000-create-posts';
import { CreateLikes1732000011100 } from './1732000011100-create-likes';
import { TimelineIndexes1732000011200 } from './1732000011200-timeline-indexes';

export const postsMigrations = [CreatePosts1732000010000, CreateLikes1732000011100, TimelineIndexes1732000011200];

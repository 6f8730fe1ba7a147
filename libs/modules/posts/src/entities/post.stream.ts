import type { Environment } from '@platform/ddd';

/** Posts are not ads entities (a post is its author's, not an account's): their streams are named here. */
export const POST_STREAM = 'posts.Post';
export const postStream = (environment: Environment, postId: string) => `${POST_STREAM}-${environment}-${postId}`;

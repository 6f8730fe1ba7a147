/** Likes a post for a user (`on`), or takes the like back; the post named by a request parameter (`post_id`, `tweet_id`). */
export class LikePostCommand {
  constructor(
    readonly userId: string,
    readonly postId: string,
    readonly on: boolean,
    readonly postParameter = 'post_id',
  ) {}
}

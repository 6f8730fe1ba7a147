/** Likes a post for a user (`on`), or takes the like back. */
export class LikePostCommand {
  constructor(
    readonly userId: string,
    readonly postId: string,
    readonly on: boolean,
  ) {}
}

import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { FindUserQuery, type UserSummary } from '@modules/identity';
import type { PostAuthor } from '../../views/post-views';

/** The author a post view shows (`user`): the identity module's user, or only the id when there is none. */
@Injectable()
export class PostAuthors {
  constructor(private readonly queries: QueryBus) {}

  async of(userId: string): Promise<PostAuthor> {
    const user = await this.queries.execute<FindUserQuery, UserSummary | undefined>(new FindUserQuery(userId));
    return user ? { id: user.id, screenName: user.screenName, name: user.name } : { id: userId };
  }
}

import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { FindUsersByScreenNamesQuery, type UserSummary } from '@modules/identity';
import type { PostMention } from '../../domain/post';
import { postEntities } from '../../text/post-text';

/**
 * The users a post's text mentions (`@handle`, read with twitter-text), as
 * identity knows them when the post is made: a handle nobody has mentions
 * nobody. In order of first mention, each once.
 */
@Injectable()
export class MentionedUsers {
  constructor(private readonly queries: QueryBus) {}

  async of(text: string | null | undefined): Promise<PostMention[]> {
    const handles = [...new Set(postEntities(text ?? '').user_mentions.map((m) => m.screen_name.toLowerCase()))];
    if (handles.length === 0) return [];
    const users = await this.queries.execute<FindUsersByScreenNamesQuery, UserSummary[]>(new FindUsersByScreenNamesQuery(handles));
    const byHandle = new Map(users.map((u) => [u.screenName.toLowerCase(), u]));
    return handles.flatMap((handle) => {
      const user = byHandle.get(handle);
      return user ? [{ userId: user.id, screenName: user.screenName }] : [];
    });
  }
}

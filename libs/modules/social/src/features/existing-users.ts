import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { FindUserQuery, type UserSummary } from '@modules/identity';
import { invalidParameter } from '@platform/ddd';
import type { Participants } from '../domain/dm-conversation';

/**
 * Users named in a request body, looked up through identity's contract. An
 * unknown one is a bad value of the field that names it (400 naming the field,
 * as the other admin endpoints answer an unknown `user_id` in a body).
 */
@Injectable()
export class ExistingUsers {
  constructor(private readonly queries: QueryBus) {}

  async get(userId: string, parameter: string): Promise<UserSummary> {
    const user = await this.queries.execute(new FindUserQuery(userId));
    if (!user) throw invalidParameter(parameter, `User ${userId} was not found`);
    return user;
  }

  /** Both participants of a conversation, checked, as the events name them. */
  async participants(a: { id: string; parameter: string }, b: { id: string; parameter: string }): Promise<Participants> {
    const users = [await this.get(a.id, a.parameter), await this.get(b.id, b.parameter)];
    return Object.fromEntries(users.map((u) => [u.id, { name: u.name, screen_name: u.screenName }]));
  }
}

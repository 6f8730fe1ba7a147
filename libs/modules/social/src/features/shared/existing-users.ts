import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { FindUserQuery, type UserSummary } from '@modules/identity';
import { invalidParameter, NUMERIC_ID } from '@platform/ddd';
import { ProblemError } from '@platform/http';
import type { Participants } from '../../domain/dm-conversation';

/** A user a request names: its id, the parameter that names it, and whether that is a path segment or a body member. */
export interface NamedUser {
  id: string;
  parameter: string;
  inPath?: boolean;
}

/**
 * Users named in a request, looked up through identity's contract. An unknown
 * one named in the body is a bad value of the field that names it (400 naming
 * the field, as the other admin endpoints answer an unknown `user_id` in a
 * body); one named in the path is a resource that is not there (404
 * `resource-not-found`).
 */
@Injectable()
export class ExistingUsers {
  constructor(private readonly queries: QueryBus) {}

  async get(userId: string, parameter: string, inPath = false): Promise<UserSummary> {
    const user = NUMERIC_ID.test(userId) ? await this.queries.execute(new FindUserQuery(userId)) : undefined;
    if (user) return user;
    if (inPath) throw ProblemError.resourceNotFound('user', parameter, userId);
    throw invalidParameter(parameter, `User ${userId} was not found`);
  }

  /** Both users of a pair, checked, as the events name them. */
  async participants(a: NamedUser, b: NamedUser): Promise<Participants> {
    const users = [await this.get(a.id, a.parameter, a.inPath), await this.get(b.id, b.parameter, b.inPath)];
    return Object.fromEntries(users.map((u) => [u.id, { name: u.name, screen_name: u.screenName }]));
  }
}

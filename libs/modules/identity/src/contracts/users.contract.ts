import { Query } from '@nestjs/cqrs';
import type { StreamGuard } from '@platform/event-store';

/** A user as other modules may see one. */
export interface UserSummary {
  id: string;
  screenName: string;
  name: string;
}

/** Looks a user up by id; answers undefined when there is none. */
export class FindUserQuery extends Query<UserSummary | undefined> {
  constructor(readonly userId: string) {
    super();
  }
}

/**
 * A user as its stream holds it, with a guard on that stream to append with:
 * for a decision on the user's existence made from the stream, not the read
 * model. Answers undefined when there is none.
 */
export class RegisteredUserQuery extends Query<(UserSummary & { guard: StreamGuard }) | undefined> {
  constructor(readonly userId: string) {
    super();
  }
}

/** Looks users up by screen name (any case); answers those there are, in no particular order. */
export class FindUsersByScreenNamesQuery extends Query<UserSummary[]> {
  constructor(readonly screenNames: readonly string[]) {
    super();
  }
}

/**
 * Of these (user, app) pairs, the ones where the user still authorizes the app
 * (holds a live OAuth 1.0a access token or OAuth 2.0 grant of it), as `<user id> <app id>` keys: private
 * activity stops reaching an app once the user revokes it.
 */
export class AuthorizedPairsQuery extends Query<Set<string>> {
  constructor(readonly pairs: ReadonlyArray<{ userId: string; appId: string }>) {
    super();
  }
}

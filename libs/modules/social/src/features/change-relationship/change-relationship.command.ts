import type { RelationshipKind } from '../../domain/relationship';
import type { NamedUser } from '../shared/existing-users';

/** Turns a follow, mute or block of one user by another on or off; each user as the request named it. */
export class ChangeRelationshipCommand {
  constructor(
    readonly kind: RelationshipKind,
    readonly on: boolean,
    readonly source: NamedUser,
    readonly target: NamedUser,
  ) {}
}

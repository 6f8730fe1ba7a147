import type { RelationshipKind } from '../../domain/relationship';

/** Turns a follow, mute or block of one user by another on or off. */
export class ChangeRelationshipCommand {
  constructor(
    readonly kind: RelationshipKind,
    readonly on: boolean,
    readonly sourceId: string,
    readonly targetId: string,
  ) {}
}

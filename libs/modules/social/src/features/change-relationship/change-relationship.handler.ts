import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '@platform/ddd';
import { EventStore } from '@platform/event-store';
import { RELATIONSHIP_STREAM, relationshipDecider, relationshipStreamId } from '../../domain/relationship';
import { ExistingUsers } from '../existing-users';
import { ChangeRelationshipCommand } from './change-relationship.command';

/**
 * Decides the change on the pair's stream; answers whether the relationship
 * is on after it. Turning it on names the source in the path and the target
 * in the body (`POST .../:user_id/following`), turning it off names both in
 * the path (`DELETE .../:source_user_id/following/:target_user_id`).
 */
@CommandHandler(ChangeRelationshipCommand)
export class ChangeRelationshipHandler implements ICommandHandler<ChangeRelationshipCommand, boolean> {
  constructor(
    private readonly store: EventStore,
    private readonly users: ExistingUsers,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ kind, on, sourceId, targetId }: ChangeRelationshipCommand): Promise<boolean> {
    const users = await this.users.participants(
      { id: sourceId, parameter: on ? 'user_id' : 'source_user_id', inPath: true },
      { id: targetId, parameter: 'target_user_id', inPath: !on },
    );
    const { state } = await this.store.handle(relationshipStreamId(kind, sourceId, targetId), RELATIONSHIP_STREAM, relationshipDecider, {
      type: 'ChangeRelationship',
      kind,
      on,
      sourceId,
      targetId,
      users,
      now: this.clock.now().toISOString(),
    });
    return state.on;
  }
}

import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '@platform/ddd';
import { EventStore } from '@platform/event-store';
import { RELATIONSHIP_STREAM, relationshipDecider, relationshipStreamId } from '../../domain/relationship';
import { ExistingUsers } from '../existing-users';
import { ChangeRelationshipCommand } from './change-relationship.command';

/** Decides the change on the pair's stream; answers whether the relationship is on after it. */
@CommandHandler(ChangeRelationshipCommand)
export class ChangeRelationshipHandler implements ICommandHandler<ChangeRelationshipCommand, boolean> {
  constructor(
    private readonly store: EventStore,
    private readonly users: ExistingUsers,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ kind, on, source, target }: ChangeRelationshipCommand): Promise<boolean> {
    const users = await this.users.participants(source, target);
    const { state } = await this.store.handle(relationshipStreamId(kind, source.id, target.id), RELATIONSHIP_STREAM, relationshipDecider, {
      type: 'ChangeRelationship',
      kind,
      on,
      sourceId: source.id,
      targetId: target.id,
      users,
      now: this.clock.now().toISOString(),
    });
    return state.on;
  }
}

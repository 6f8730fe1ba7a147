import { streamCommandHandler } from '@platform/event-store';
import { RELATIONSHIP } from '../../domain/relationship';
import { ExistingUsers } from '../shared/existing-users';
import { ChangeRelationshipCommand } from './change-relationship.command';

/** Decides the change on the pair's stream; answers whether the relationship is on after it. */
export const ChangeRelationshipHandler = streamCommandHandler(ChangeRelationshipCommand, RELATIONSHIP, {
  inject: [ExistingUsers],
  async decide({ kind, on, source, target }, users: ExistingUsers) {
    const command = { type: 'ChangeRelationship' as const, kind, on, sourceId: source.id, targetId: target.id, users: await users.participants(source, target) };
    return { stream: RELATIONSHIP.streamId(kind, source.id, target.id), command };
  },
  answer: ({ state }) => state.on,
});

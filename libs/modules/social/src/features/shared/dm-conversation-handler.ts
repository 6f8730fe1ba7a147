import type { Type } from '@nestjs/common';
import { streamCommandHandler, type Unstamped } from '@platform/event-store';
import { DM_CONVERSATION, type DmConversationCommand, type DmConversationEvent, type Participants } from '../../domain/dm-conversation';
import { ExistingUsers, type NamedUser } from './existing-users';

/**
 * A use case on the one-to-one conversation of two users the request names,
 * both of whom must exist (400 naming the field that names an unknown one):
 * the decider's command carries their names as the events record them, and
 * the caller is answered from the event the decision recorded.
 */
export function dmConversationHandler<C extends object, E extends DmConversationEvent>(
  sent: Type<C>,
  use: {
    /** The two users, each with the field of the request that names them. */
    users: (sent: C) => [NamedUser, NamedUser];
    command: (sent: C, users: Participants) => Unstamped<DmConversationCommand>;
    answer: (recorded: E['data']) => unknown;
  },
) {
  return streamCommandHandler(sent, DM_CONVERSATION, {
    inject: [ExistingUsers],
    async decide(command: C, users: ExistingUsers) {
      const [a, b] = use.users(command);
      const pair = await users.participants(a, b);
      return { stream: DM_CONVERSATION.streamId(a.id, b.id), command: use.command(command, pair) };
    },
    answer: ({ events }) => use.answer(events[0].data as E['data']),
  });
}

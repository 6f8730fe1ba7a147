import { spaceId } from '@platform/ddd';
import { streamCommandHandler } from '@platform/event-store';
import { SPACE } from '../../domain/space';
import { ExistingUsers } from '../shared/existing-users';
import { spaceView } from '../shared/space-view';
import { StartSpaceCommand } from './start-space.command';

export const StartSpaceHandler = streamCommandHandler(StartSpaceCommand, SPACE, {
  inject: [ExistingUsers],
  async decide({ hostId, title }, users: ExistingUsers) {
    const host = await users.get(hostId, 'host_id');
    const id = spaceId();
    const command = { type: 'StartSpace' as const, spaceId: id, title, host: { id: host.id, username: host.screenName, name: host.name } };
    return { stream: SPACE.streamId(id), command };
  },
  answer: ({ state }) => spaceView(state),
});

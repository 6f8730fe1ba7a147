import { streamCommandHandler } from '@platform/event-store';
import { SPACE } from '../../domain/space';
import { spaceView } from '../shared/space-view';
import { EndSpaceCommand } from './end-space.command';

export const EndSpaceHandler = streamCommandHandler(EndSpaceCommand, SPACE, {
  decide: ({ spaceId }) => ({ stream: SPACE.streamId(spaceId), command: { type: 'EndSpace', spaceId } }),
  answer: ({ state }) => spaceView(state),
});

import { commandRoute } from '@platform/auth';
import { StartSpaceCommand } from './start-space.command';
import { StartSpaceRequest } from './start-space.request';

/** Simulates a user starting a live Space (activity event spaces.start); answers the Space. */
export class StartSpaceController extends commandRoute({
  method: 'POST',
  path: 'admin/spaces',
  handler: 'start',
  tag: 'admin',
  guard: 'admin',
  status: 201,
  request: StartSpaceRequest,
  command: ({ body }) => new StartSpaceCommand(body.host_id, body.title),
}) {}

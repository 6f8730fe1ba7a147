import { commandRoute } from '@platform/auth';
import { asSpaceProblems } from './space-problems';
import { EndSpaceCommand } from './end-space.command';

/** Ends a live Space (activity event spaces.end); answers the ended Space. */
export class EndSpaceController extends commandRoute({
  method: 'DELETE',
  path: 'admin/spaces/:space_id',
  handler: 'end',
  tag: 'admin',
  guard: 'admin',
  command: ({ params }) => new EndSpaceCommand(params.space_id),
  errors: ({ params }, run) => asSpaceProblems(params.space_id, run),
}) {}

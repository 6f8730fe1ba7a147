import { type Environment } from '@platform/ddd';
import { type Processor, type RecordedEvent } from '@platform/event-store';
import type { ListType } from '../../projections/list-members.projection';
import { ListSizes } from './list-sizes';

/** Counts a list after each change of its users (the latest change of a batch of events is enough). */
export class ListSizesProcessor implements Processor {
  readonly name = 'audiences.list-sizes';
  readonly startFrom = 'beginning' as const;
  readonly batchSize = 200;
  readonly handles = [
    'audiences.CustomAudienceUsersChanged',
    'audiences.DoNotReachListUsersChanged',
    // a new list is PROCESSING until its first count (of no users)
    'audiences.CustomAudienceCreated',
    'audiences.DoNotReachListCreated',
  ];

  constructor(private readonly sizes: ListSizes) {}

  async handle(events: RecordedEvent[]): Promise<void> {
    const latest = new Map<string, { environment: Environment; listType: ListType; id: string; version: number }>();
    for (const event of events) {
      const data = event.data as {
        environment: Environment;
        version?: number;
        customAudienceId?: string;
        doNotReachListId?: string;
        customAudience?: { id: string };
        doNotReachList?: { id: string };
      };
      const listType: ListType = event.type.startsWith('audiences.CustomAudience') ? 'custom_audience' : 'do_not_reach_list';
      const id = (data.customAudienceId ?? data.doNotReachListId ?? data.customAudience?.id ?? data.doNotReachList?.id)!;
      // a creation is the list before any users change (version 0)
      latest.set(`${data.environment} ${id}`, { environment: data.environment, listType, id, version: data.version ?? 0 });
    }
    for (const list of latest.values()) await this.sizes.record(list.environment, list.listType, list.id, list.version);
  }
}

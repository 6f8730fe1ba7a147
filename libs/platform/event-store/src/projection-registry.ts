import { Injectable } from '@nestjs/common';
import type { Sql } from './sql';
import type { RecordedEvent } from './types';

/**
 * A read model kept in step with the events inside the append transaction
 * (read-your-writes). It must be rebuildable: deleting its tables' rows and
 * applying every event it handles, in order, gives the same rows.
 */
export interface InlineProjection {
  readonly name: string;
  /** Qualified names of the tables this projection owns. */
  readonly tables: readonly string[];
  /** Event types it applies. */
  readonly handles: readonly string[];
  apply(event: RecordedEvent, sql: Sql): Promise<void>;
}

@Injectable()
export class ProjectionRegistry {
  private readonly projections = new Map<string, InlineProjection>();
  private readonly byType = new Map<string, InlineProjection[]>();

  register(...projections: InlineProjection[]): void {
    for (const projection of projections) {
      if (this.projections.has(projection.name)) {
        throw new Error(`Projection ${projection.name} registered twice`);
      }
      this.projections.set(projection.name, projection);
      for (const type of projection.handles) {
        const list = this.byType.get(type) ?? [];
        list.push(projection);
        this.byType.set(type, list);
      }
    }
  }

  forType(type: string): readonly InlineProjection[] {
    return this.byType.get(type) ?? [];
  }

  get(name: string): InlineProjection {
    const projection = this.projections.get(name);
    if (!projection) throw new Error(`Unknown projection: ${name}`);
    return projection;
  }

  all(): InlineProjection[] {
    return [...this.projections.values()];
  }
}

import { Injectable } from '@nestjs/common';
import type { Environment } from '@platform/ddd';
import { EventStore, type StreamGuard } from '@platform/event-store';
import { type CustomAudienceState, mayUse } from '../domain/custom-audience';
import { CustomAudience } from '../entities/custom-audience.entity';

/** What targeting needs to know of a custom audience, for one account, as its stream holds it now. */
export interface CustomAudienceForTargeting {
  /** The account owns the audience, or it is shared with it (and the audience is not deleted). */
  usable: boolean;
  targetable: boolean;
  reasonsNotTargetable: string[];
  name?: string;
  audienceType?: string;
  /** The audience's stream at the version read: a decision on these facts guards it. */
  guard: StreamGuard;
}

/**
 * Custom audiences as campaign management targets them: read from the
 * audience's stream (owner, grants, targetability), so a permission revoked
 * in between makes a targeting decision run again.
 */
@Injectable()
export class CustomAudienceTargeting {
  constructor(private readonly store: EventStore) {}

  async forTargeting(environment: Environment, accountId: string, audienceId: string): Promise<CustomAudienceForTargeting> {
    const streamId = CustomAudience.streamId(environment, audienceId);
    const { version, state } = await this.store.load<CustomAudienceState, never>(streamId, CustomAudience.decider as never);
    const entity = state.entity;
    return {
      usable: mayUse(state, accountId),
      targetable: entity?.targetable ?? false,
      reasonsNotTargetable: entity?.reasons_not_targetable ?? [],
      name: entity?.name,
      audienceType: entity?.audience_type,
      guard: { streamId, expectedVersion: version },
    };
  }

  /** Whether the account may see the audience (owns it, or it is shared with it). */
  async visible(environment: Environment, accountId: string, audienceId: string): Promise<boolean> {
    return (await this.forTargeting(environment, accountId, audienceId)).usable;
  }
}

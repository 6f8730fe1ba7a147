import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AdsEntities, type BatchItem, Claims } from '@platform/ads-entity';
import { base36Id } from '@platform/ddd';
import type { CustomAudienceView } from '../../domain/views';
import { CustomAudience } from '../../entities/custom-audience.entity';
import { type AccountClaim, claimOnAccount } from '../shared/account-audiences-claims';
import { BatchCustomAudiencesCommand } from './batch-custom-audiences.command';

/**
 * Creates, updates and deletes custom audiences, all or none. The names the
 * operations take and free are decided in request order on one reading of
 * the account's audiences stream (a name freed by an earlier operation may
 * be taken by a later one), and written once with the audiences' events.
 */
@CommandHandler(BatchCustomAudiencesCommand)
export class BatchCustomAudiencesHandler implements ICommandHandler<BatchCustomAudiencesCommand, CustomAudienceView[]> {
  constructor(
    private readonly entities: AdsEntities,
    private readonly claims: Claims,
  ) {}

  execute({ environment, accountId, operations }: BatchCustomAudiencesCommand): Promise<CustomAudienceView[]> {
    const inBatch = this.claims.inBatch(operations.length);
    const claiming = (index: number, claims: (live: CustomAudienceView | undefined) => AccountClaim[]) =>
      inBatch<CustomAudienceView>(index, (live, session) => claimOnAccount(session, environment, accountId, claims(live)));
    const items = operations.map(({ operationType, params }, index): BatchItem => {
      const p = params as { custom_audience_id?: string; name?: string; description?: string };
      switch (operationType) {
        case 'Create': {
          const id = base36Id();
          return {
            kind: 'create',
            command: { environment, accountId, id, fields: { name: p.name!, description: p.description ?? null } },
            context: claiming(index, () => [{ type: 'ClaimAudienceName', customAudienceId: id, name: p.name! }]),
          };
        }
        case 'Update': {
          const id = p.custom_audience_id!;
          return {
            kind: 'update',
            command: { environment, accountId, id, patch: { name: p.name, description: p.description } },
            context: claiming(index, (live) => (live && p.name !== undefined ? [{ type: 'ClaimAudienceName', customAudienceId: id, name: p.name }] : [])),
          };
        }
        case 'Delete': {
          const id = p.custom_audience_id!;
          return {
            kind: 'delete',
            command: { environment, accountId, id },
            context: claiming(index, (live) => (live ? [{ type: 'ReleaseAudienceName', customAudienceId: id }] : [])),
          };
        }
      }
    });
    return this.entities.batch(CustomAudience, items);
  }
}

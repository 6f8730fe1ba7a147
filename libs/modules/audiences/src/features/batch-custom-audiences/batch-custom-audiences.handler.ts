import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AdsEntities, type BatchItem } from '@platform/ads-entity';
import type { CustomAudienceView } from '../../domain/views';
import { CustomAudience } from '../../entities/custom-audience.entity';
import { BatchCustomAudiencesCommand } from './batch-custom-audiences.command';

/** Creates, updates and deletes custom audiences, all or none. */
@CommandHandler(BatchCustomAudiencesCommand)
export class BatchCustomAudiencesHandler implements ICommandHandler<BatchCustomAudiencesCommand, CustomAudienceView[]> {
  constructor(private readonly entities: AdsEntities) {}

  execute({ environment, accountId, operations }: BatchCustomAudiencesCommand): Promise<CustomAudienceView[]> {
    const items = operations.map(({ operationType, params }): BatchItem => {
      const p = params as { custom_audience_id?: string; name?: string; description?: string };
      switch (operationType) {
        case 'Create':
          return { kind: 'create', command: { environment, accountId, fields: { name: p.name!, description: p.description ?? null } } };
        case 'Update':
          return { kind: 'update', command: { environment, accountId, id: p.custom_audience_id, patch: { name: p.name, description: p.description } } };
        case 'Delete':
          return { kind: 'delete', command: { environment, accountId, id: p.custom_audience_id } };
      }
    });
    return this.entities.batch(CustomAudience, items);
  }
}

import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AdsEntities } from '@platform/ads-entity';
import type { CustomAudienceState } from '../../domain/custom-audience';
import type { CustomAudiencePermissionView } from '../../domain/views';
import { CustomAudience } from '../../entities/custom-audience.entity';
import { RevokeCustomAudiencePermissionCommand } from '../shared/revoke-custom-audience-permission.command';

@CommandHandler(RevokeCustomAudiencePermissionCommand)
export class RevokeCustomAudiencePermissionHandler implements ICommandHandler<RevokeCustomAudiencePermissionCommand, CustomAudiencePermissionView> {
  constructor(private readonly entities: AdsEntities) {}

  async execute(c: RevokeCustomAudiencePermissionCommand): Promise<CustomAudiencePermissionView> {
    const state = await this.entities.execute<CustomAudienceState>(CustomAudience, 'RevokeCustomAudiencePermission', {
      environment: c.environment,
      accountId: c.accountId,
      id: c.customAudienceId,
      permissionId: c.permissionId,
      idParam: c.idParam,
    });
    return state.grants![c.permissionId];
  }
}

import type { Environment } from '@platform/ddd';
import type { CustomAudienceFields } from '../../domain/custom-audience';

export class UpdateCustomAudienceCommand {
  constructor(
    readonly environment: Environment,
    readonly accountId: string,
    readonly customAudienceId: string,
    readonly patch: Partial<CustomAudienceFields>,
  ) {}
}

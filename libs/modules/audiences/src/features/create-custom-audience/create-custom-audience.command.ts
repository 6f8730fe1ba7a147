import type { Environment } from '@platform/ddd';
import type { CustomAudienceFields } from '../../domain/custom-audience';

export class CreateCustomAudienceCommand {
  constructor(
    readonly environment: Environment,
    readonly accountId: string,
    readonly fields: CustomAudienceFields,
  ) {}
}

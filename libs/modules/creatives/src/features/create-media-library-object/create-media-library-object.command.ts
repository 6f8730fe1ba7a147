import type { Environment } from '@platform/ddd';
import type { MediaLibraryFields } from '../../domain/media-library-object';

export class CreateMediaLibraryObjectCommand {
  constructor(
    readonly environment: Environment,
    readonly accountId: string,
    readonly userId: string,
    readonly mediaKey: string,
    readonly fields: MediaLibraryFields,
  ) {}
}

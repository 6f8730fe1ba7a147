import type { OsType } from '../../domain/account-app';

export class AdminAddAccountAppCommand {
  constructor(
    readonly accountId: string,
    readonly app: {
      appStoreIdentifier: string;
      osType: OsType;
      conversionTrackingEnabled: boolean;
      deepLinkPattern: string | null;
    },
  ) {}
}

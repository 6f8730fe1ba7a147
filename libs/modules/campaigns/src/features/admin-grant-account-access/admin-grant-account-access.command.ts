export class AdminGrantAccountAccessCommand {
  constructor(
    readonly accountId: string,
    readonly userId: string,
  ) {}
}

export interface AccountAccessGrant {
  account_id: string;
  user_id: string;
  /** False when the user already had access (nothing changed). */
  granted: boolean;
}

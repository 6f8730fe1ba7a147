import { AccountHistoryEntries1732000012200 } from './1732000012200-account-history-entries';

export const historyMigrations = [AccountHistoryEntries1732000012200];

import { Module } from '@nestjs/common';
import { GetAccountHistoryController } from './features/get-account-history/get-account-history.controller';

/**
 * Account history: what changed on an ad account's entities, when and by
 * whom. It owns no tables and imports no other module: every module describes
 * its own entities' history (a descriptor registered with the event store's
 * EntityHistoryRegistry), and this module reads the entities' streams.
 */
@Module({
  controllers: [GetAccountHistoryController],
})
export class HistoryModule {}

import { Module, type OnModuleInit } from '@nestjs/common';
import { EntityHistoryRegistry, ProcessorRunner } from '@platform/event-store';
import { GetAccountHistoryController } from './features/get-account-history/get-account-history.controller';
import { AccountHistoryProcessor } from './processors/account-history.processor';
import { AdminListAccountHistoryController } from './features/admin-list-account-history/admin-list-account-history.controller';
import { AccountHistoryEntries } from './projections/account-history-entries';

/**
 * Account history: what changed on an ad account's entities, when and by
 * whom. It imports no other module: every module describes its own entities'
 * history (a descriptor registered with the event store's
 * EntityHistoryRegistry). Its one read model, the entries of the entities
 * whose descriptors can be stored, is kept by its processor from the events.
 */
@Module({
  controllers: [GetAccountHistoryController, AdminListAccountHistoryController],
  providers: [AccountHistoryEntries],
})
export class HistoryModule implements OnModuleInit {
  constructor(
    private readonly processors: ProcessorRunner,
    private readonly descriptors: EntityHistoryRegistry,
  ) {}

  onModuleInit(): void {
    this.processors.register(new AccountHistoryProcessor(this.descriptors));
  }
}

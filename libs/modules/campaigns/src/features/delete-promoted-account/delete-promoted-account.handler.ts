import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AdsEntities, Claims } from '@platform/ads-entity';
import type { Environment } from '@platform/ddd';
import { LINE_ITEM_PROMOTED_ACCOUNTS, type PromotedAccountView } from '../../domain/promotion';
import { PromotedAccount } from '../../entities/promotion.entity';

export class DeletePromotedAccountCommand {
  constructor(
    readonly environment: Environment,
    readonly accountId: string,
    readonly id: string,
  ) {}
}

/** Deletes the promotion and frees its user on the line item, in one append: the user may be promoted there anew. */
@CommandHandler(DeletePromotedAccountCommand)
export class DeletePromotedAccountHandler implements ICommandHandler<DeletePromotedAccountCommand, PromotedAccountView> {
  constructor(
    private readonly entities: AdsEntities,
    private readonly claims: Claims,
  ) {}

  execute({ environment, accountId, id }: DeletePromotedAccountCommand): Promise<PromotedAccountView> {
    const release = this.claims.context<PromotedAccountView>(async (live, claims) => {
      if (live) await claims.decide(LINE_ITEM_PROMOTED_ACCOUNTS, environment, live.line_item_id, [{ type: 'ReleaseKey', key: live.user_id, holder: id }]);
    });
    return this.entities.delete(PromotedAccount, { environment, accountId, id }, release);
  }
}

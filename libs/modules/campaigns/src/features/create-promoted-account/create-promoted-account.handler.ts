import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AdsEntities, Claims } from '@platform/ads-entity';
import { base36Id } from '@platform/ddd';
import { AlreadyPromoted, type CreatePromotedAccount, LINE_ITEM_PROMOTED_ACCOUNTS, type PromotedAccountView } from '../../domain/promotion';
import { PromotedAccount } from '../../entities/promotion.entity';
import { PromotionContext } from '../promotion-context';
import { CreatePromotedAccountCommand } from './create-promoted-account.command';

/**
 * Promotes a promotable user's account on a FOLLOWERS line item, judged from
 * the line item's and the account's streams, the user claimed on the line
 * item's promoted accounts stream in the same append. A user promoted on the
 * line item already is no error: the request is ignored, and answered with
 * the promotion there is (nothing recorded).
 */
@CommandHandler(CreatePromotedAccountCommand)
export class CreatePromotedAccountHandler implements ICommandHandler<CreatePromotedAccountCommand, PromotedAccountView> {
  constructor(
    private readonly entities: AdsEntities,
    private readonly claims: Claims,
    private readonly context: PromotionContext,
  ) {}

  async execute({ environment, accountId, lineItemId, userId }: CreatePromotedAccountCommand): Promise<PromotedAccountView> {
    const id = base36Id();
    try {
      return await this.entities.createWithId<PromotedAccountView, CreatePromotedAccount, 'lineItem' | 'promotableUserIds'>(
        PromotedAccount,
        id,
        { environment, accountId, lineItemId, userId },
        this.claims.context(async (_live, claims) => {
          const needs = await this.context.read(environment, accountId, lineItemId);
          // a line item that is not the account's live one is answered by the lifecycle
          if (needs.command.lineItem) await claims.decide(LINE_ITEM_PROMOTED_ACCOUNTS, environment, lineItemId, [{ type: 'ClaimKey', key: userId, holder: id }]);
          return needs;
        }),
      );
    } catch (error) {
      if (!(error instanceof AlreadyPromoted)) throw error;
      const { entity } = await this.entities.load<PromotedAccountView>(PromotedAccount, environment, accountId, error.promotedAccountId);
      if (!entity) throw error;
      return entity;
    }
  }
}

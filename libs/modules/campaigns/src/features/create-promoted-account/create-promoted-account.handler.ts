import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AdsEntities } from '@platform/ads-entity';
import type { CreatePromotedAccount, PromotedAccountView } from '../../domain/promotion';
import { PromotedAccount } from '../../entities/promotion.entity';
import { PromotionContext } from '../promotion-context';
import { CreatePromotedAccountCommand } from './create-promoted-account.command';

/** Promotes a promotable user's account on a FOLLOWERS line item, judged from the line item's and the account's streams. */
@CommandHandler(CreatePromotedAccountCommand)
export class CreatePromotedAccountHandler implements ICommandHandler<CreatePromotedAccountCommand, PromotedAccountView> {
  constructor(
    private readonly entities: AdsEntities,
    private readonly context: PromotionContext,
  ) {}

  execute({ environment, accountId, lineItemId, userId }: CreatePromotedAccountCommand): Promise<PromotedAccountView> {
    return this.entities.create<PromotedAccountView, CreatePromotedAccount, 'lineItem' | 'promotableUserIds'>(
      PromotedAccount,
      { environment, accountId, lineItemId, userId },
      () => this.context.read(environment, accountId, lineItemId),
    );
  }
}

import { Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { EventTypeRegistry, ProjectionRegistry } from '@platform/event-store';
import { AdsEntityRegistration, entityRoutes } from '@platform/ads-entity';
import { AccountAccessModule } from './account-access.module';
import { AccountCreation } from './features/shared/account-creation';
import { ActivateCampaignController } from './features/activate-campaign/activate-campaign.controller';
import { ActivateLineItemController } from './features/activate-line-item/activate-line-item.controller';
import { AddAccountFeaturesController, ListAccountFeaturesController, RemoveAccountFeaturesController } from './features/account-features/account-features.controllers';
import { AdminAddAccountAppController } from './features/admin-add-account-app/admin-add-account-app.controller';
import { AdminAddAccountAppHandler } from './features/admin-add-account-app/admin-add-account-app.handler';
import { AdminCreateAdAccountController } from './features/admin-create-ad-account/admin-create-ad-account.controller';
import { AdminListAdAccountsController } from './features/admin-list-ad-accounts/admin-list-ad-accounts.controller';
import { AdminCreateAdAccountHandler } from './features/admin-create-ad-account/admin-create-ad-account.handler';
import { AdminGrantAccountAccessController } from './features/admin-grant-account-access/admin-grant-account-access.controller';
import { AdminGrantAccountAccessHandler } from './features/admin-grant-account-access/admin-grant-account-access.handler';
import { CreateSandboxAccountController } from './features/create-sandbox-account/create-sandbox-account.controller';
import { EstimateAudienceController } from './features/estimate-audience/estimate-audience.controller';
import { GetCuratedCategoryController } from './features/get-curated-category/get-curated-category.controller';
import { ListAccountsController } from './features/list-accounts/list-accounts.controller';
import { ListAdvertiserBusinessCategoriesController } from './features/list-advertiser-business-categories/list-advertiser-business-categories.controller';
import { ListCuratedCategoriesController } from './features/list-curated-categories/list-curated-categories.controller';
import { ListPlacementsController } from './features/list-placements/list-placements.controller';
import { ListBiddingRulesController } from './features/list-bidding-rules/list-bidding-rules.controller';
import { ListContentCategoriesController } from './features/list-content-categories/list-content-categories.controller';
import { ListIabCategoriesController } from './features/list-iab-categories/list-iab-categories.controller';
import { ListPublishersController } from './features/list-publishers/list-publishers.controller';
import { LookupTargetingCriteriaController } from './features/lookup-targeting-criteria/lookup-targeting-criteria.controller';
import { AccountApp } from './entities/account-app.entity';
import { Account } from './entities/account.entity';
import { Campaign } from './entities/campaign.entity';
import { FundingInstrument } from './entities/funding-instrument.entity';
import { LineItemCuratedCategory } from './entities/line-item-curated-category.entity';
import { LineItem } from './entities/line-item.entity';
import { TargetingCriterion } from './entities/targeting-criterion.entity';
import { AudiencesModule } from '@modules/audiences';
import { CreativesModule } from '@modules/creatives';
import { PostsModule } from '@modules/posts';
import { MediaCreative } from './entities/media-creative.entity';
import { BatchTargetingCriteriaController } from './features/batch-targeting-criteria/batch-targeting-criteria.controller';
import { TargetingCriterionRules } from './features/shared/targeting-criterion-rules';
import { ListTargetedAudiencesController } from './features/list-targeted-audiences/list-targeted-audiences.controller';
import { CreatePromotedPostsController } from './features/create-promoted-posts/create-promoted-posts.controller';
import { GetPromotableUserController } from './features/get-promotable-user/get-promotable-user.controller';
import { ListPromotableUsersController } from './features/list-promotable-users/list-promotable-users.controller';
import { PromotionContext } from './features/shared/promotion-context';
import { TaxSettings, UserSettings } from './entities/account-settings.entity';
import { GetAuthenticatedUserAccessController } from './features/get-authenticated-user-access/get-authenticated-user-access.controller';
import { LineItemApp } from './entities/line-item-app.entity';
import { TrackingTag } from './entities/tracking-tag.entity';
import { BatchCampaignsController } from './features/batch-campaigns/batch-campaigns.controller';
import { BatchLineItemsController } from './features/batch-line-items/batch-line-items.controller';
import { ScheduledPromotionSweeper } from './features/promote-published-scheduled-posts/scheduled-promotion.sweeper';
import { PromotedAccount, PromotedPost, ScheduledPromotedPost } from './entities/promotion.entity';
import { promotableUsersProjection } from './projections/promotable-users.projection';
import { ACCOUNT } from './domain/account';
import { DeliverySetups } from './contracts/delivery-setup';
import { ACCOUNT_APPS } from './domain/account-app';
import { LINE_ITEM_CURATED_CATEGORY_CLAIM } from './domain/line-item-curated-category';
import { LINE_ITEM_TARGETING } from './domain/line-item-targeting';
import { LINE_ITEM_PROMOTED_ACCOUNTS } from './domain/promotion';

/**
 * Campaign management: ad accounts, funding instruments, campaigns, line
 * items, their curated categories and targeting criteria (custom audiences
 * from the audiences module among them), media creatives (account media
 * from the creatives module on line items), and the catalogues around them.
 */
/** The module's ads entities: registered (events, projection, history) and their declared routes mounted, from this list. */
const ENTITIES = [
  Account,
  FundingInstrument,
  Campaign,
  LineItem,
  LineItemCuratedCategory,
  AccountApp,
  TargetingCriterion,
  MediaCreative,
  PromotedPost,
  PromotedAccount,
  ScheduledPromotedPost,
  TaxSettings,
  UserSettings,
  TrackingTag,
  LineItemApp,
];

@Module({
  imports: [CqrsModule, AccountAccessModule, AudiencesModule, CreativesModule, PostsModule],
  controllers: [
    AdminCreateAdAccountController,
    AdminListAdAccountsController,
    AdminGrantAccountAccessController,
    AdminAddAccountAppController,
    ListAccountsController,
    CreateSandboxAccountController,
    ListAccountFeaturesController,
    AddAccountFeaturesController,
    RemoveAccountFeaturesController,
    ListAdvertiserBusinessCategoriesController,
    ListCuratedCategoriesController,
    GetCuratedCategoryController,
    ListPlacementsController,
    ListBiddingRulesController,
    ListContentCategoriesController,
    ListIabCategoriesController,
    ListPublishersController,
    LookupTargetingCriteriaController,
    EstimateAudienceController,
    BatchCampaignsController,
    BatchLineItemsController,
    BatchTargetingCriteriaController,
    ListTargetedAudiencesController,
    CreatePromotedPostsController,
    ListPromotableUsersController,
    GetPromotableUserController,
    GetAuthenticatedUserAccessController,
    ActivateCampaignController,
    ActivateLineItemController,
    ...entityRoutes(ENTITIES),
  ],
  providers: [
    AccountCreation,
    AdminCreateAdAccountHandler,
    AdminGrantAccountAccessHandler,
    AdminAddAccountAppHandler,
    TargetingCriterionRules,
    PromotionContext,
    ScheduledPromotionSweeper,
    DeliverySetups,
  ],
  exports: [DeliverySetups],
})
export class CampaignsModule implements OnModuleInit {
  constructor(
    private readonly eventTypes: EventTypeRegistry,
    private readonly projections: ProjectionRegistry,
    private readonly entities: AdsEntityRegistration,
  ) {}

  onModuleInit(): void {
    this.eventTypes.registerKinds(ACCOUNT, LINE_ITEM_TARGETING, LINE_ITEM_CURATED_CATEGORY_CLAIM, ACCOUNT_APPS, LINE_ITEM_PROMOTED_ACCOUNTS);
    this.projections.register(promotableUsersProjection);
    this.entities.register(...ENTITIES);
  }
}

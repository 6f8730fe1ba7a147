export { CampaignsModule } from './campaigns.module';
export { campaignsMigrations } from './persistence/migrations';
export { campaignHistory, lineItemHistory } from './contracts/history';
export {
  DeliverySetups,
  type DeliveryAccount,
  type DeliveryAd,
  type DeliveryCampaign,
  type DeliveryFundingInstrument,
  type DeliveryLineItem,
  type DeliverySetup,
  type DeliveryTargeting,
} from './contracts/delivery-setup';

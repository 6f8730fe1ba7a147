export { adsEntity, type AdsEntity, type AdsEntityDefinition, type AnyAdsEntity, type EntityRoutes, type EntityScope, type ListRoute, type ProjectEvent } from './ads-entity';
export { entityRoutes, updateActionController, writeRoute } from './entity-routes';
export {
  AdsEntities,
  type BatchItem,
  type Context,
  type ContextNeeds,
  DeleteAdsEntityCommand,
  DeleteAdsEntityHandler,
  type Release,
  type ReleaseScope,
} from './ads-entity-commands';
export { Claims, type ClaimingContext, ClaimSession } from './claims';
export { BatchEndpoint, type BatchOperation, judgeBatchBody } from './batch-body';
export { AdsEntityModule } from './ads-entity.module';
export { entityHistory, type EntityHistoryOptions } from './entity-history';
export {
  deleteEntityController,
  type DeleteOptions,
  getEntityController,
  type GetOptions,
  listEntityController,
  type EndpointOptions,
  type ListOptions,
  type ReadableEntity,
} from './entity-endpoints';
export { AdsEntityRegistration } from './entity-registration';
export { echoPathIdAsId, requireOwned } from './entity-scope';
export { type CommandContext, type CommandScope, CreateAdsEntityCommand, UpdateAdsEntityCommand } from './entity-write-commands';
export { type CommandFields, createEntityController, type CreateOptions, updateEntityController, type UpdateOptions, type WriteOptions } from './entity-write-endpoints';
export { streamRouteController, type StreamRouteOptions } from './entity-command-endpoints';
export { ADS_LIST_COUNT, AdsListParams } from './list-params';
export {
  BatchAdsEntityCommand,
  type BatchOperationSpec,
  type BatchOptions,
  type BatchPart,
  type BatchScope,
  batchEntityController,
  createEntitiesController,
  type CreateManyOptions,
} from './entity-batch-endpoints';

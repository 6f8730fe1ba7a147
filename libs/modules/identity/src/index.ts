export { IdentityModule } from './identity.module';
export { identityMigrations } from './persistence/migrations';
export { AuthorizedPairsQuery, FindUserQuery, FindUsersByScreenNamesQuery, RegisteredUserQuery, type UserSummary } from './contracts/users.contract';
export { FindAppConsumerSecretQuery, FindAppNameQuery } from './contracts/apps.contract';
export { PlatformUsersQuery, UserFieldsQuery } from './contracts/platform-users.contract';

import { CreateIdentity1732000001000 } from './1732000001000-create-identity';

export const identityMigrations = [CreateIdentity1732000001000];

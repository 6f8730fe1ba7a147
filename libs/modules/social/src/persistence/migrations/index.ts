import { CreateRelationships1732000011000 } from './1732000011000-create-relationships';

export const socialMigrations = [CreateRelationships1732000011000];

import { CreateAudiences1732000008000 } from './1732000008000-create-audiences';

export const audiencesMigrations = [CreateAudiences1732000008000];

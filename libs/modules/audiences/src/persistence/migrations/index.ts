import { CreateAudiences1732000008000 } from './1732000008000-create-audiences';
import { AccountAudiencesStreams1732000011370 } from './1732000011370-account-audiences-streams';

export const audiencesMigrations = [CreateAudiences1732000008000, AccountAudiencesStreams1732000011370];

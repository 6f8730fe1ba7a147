import { CreateEventStore1732000000000 } from './1732000000000-create-event-store';

export const eventStoreMigrations = [CreateEventStore1732000000000];

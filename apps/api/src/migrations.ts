import { eventStoreMigrations } from '@platform/event-store';
import { httpMigrations } from '@platform/http';
import { faultsMigrations } from '@platform/faults';
import { identityMigrations } from '@modules/identity';
import { campaignsMigrations } from '@modules/campaigns';
import { webhooksMigrations } from '@modules/webhooks';
import { catalogMigrations } from '@modules/catalog';
import { audiencesMigrations } from '@modules/audiences';
import { creativesMigrations } from '@modules/creatives';
import { postsMigrations } from '@modules/posts';
import { socialMigrations } from '@modules/social';
import { historyMigrations } from '@modules/history';
import { analyticsMigrations } from '@modules/analytics';
import { snapshotsMigrations } from '@platform/snapshots';

/** Every schema migration, in order: the event store first, then one list per module, then the platform's fault rules and snapshots. */
export const migrations = [...eventStoreMigrations, ...httpMigrations, ...identityMigrations, ...campaignsMigrations, ...webhooksMigrations, ...catalogMigrations, ...audiencesMigrations, ...creativesMigrations, ...postsMigrations, ...socialMigrations, ...historyMigrations, ...analyticsMigrations, ...faultsMigrations, ...snapshotsMigrations];

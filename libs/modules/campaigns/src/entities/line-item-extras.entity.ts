import { adsEntity } from '@platform/ads-entity';
import { lineItemAppLifecycle, trackingTagLifecycle } from '../domain/line-item-extras';
import { lineItemAppsTable, trackingTagsTable } from '../projections/tables';

/** A third-party impression tracker on a line item. */
export const TrackingTag = adsEntity({ lifecycle: trackingTagLifecycle, table: trackingTagsTable });

/** An app an app-objective line item promotes. */
export const LineItemApp = adsEntity({ lifecycle: lineItemAppLifecycle, table: lineItemAppsTable });

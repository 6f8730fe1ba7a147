import { adsEntity } from '@platform/ads-entity';
import { mediaLibraryObjectLifecycle } from '../domain/media-library-object';
import { mediaLibraryTable } from '../projections/tables';

/** A media library object, its id the media key (one account's library holds a media key once). */
export const MediaLibraryObject = adsEntity({ lifecycle: mediaLibraryObjectLifecycle, table: mediaLibraryTable });

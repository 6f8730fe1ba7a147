import { AdsListParams } from '@platform/ads-entity';
import { EnumParam, StringParam } from '@platform/http';
import { mediaLibraryTable } from '../../projections/tables';

export class ListMediaLibraryRequest extends AdsListParams(mediaLibraryTable, { count: { default: 20, min: 1, max: 50 } }) {
  @EnumParam(['GIF', 'IMAGE', 'VIDEO'], { caseInsensitive: true })
  media_type?: string;

  /** Whole terms of name, title, file_name and description, case-insensitively. */
  @StringParam({ minLength: 1, maxLength: 255 })
  q?: string;
}

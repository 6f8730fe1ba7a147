import { EnumParam, ListParams, StringParam } from '@platform/http';
import { mediaLibraryTable } from '../../projections/tables';

export class ListMediaLibraryRequest extends ListParams({
  count: { default: 20, min: 1, max: 50 },
  sortFields: Object.keys(mediaLibraryTable.spec.sortColumns),
}) {
  @EnumParam(['GIF', 'IMAGE', 'VIDEO'], { caseInsensitive: true })
  media_type?: string;

  /** Whole terms of name, title, file_name and description, case-insensitively. */
  @StringParam({ minLength: 1, maxLength: 255 })
  q?: string;
}

export { EntityTable, type EntityTableSpec, type ListQuery } from './entity-table';
export { keysetPage, prefixPattern, type KeysetQuery } from './keyset-page';
export { preparedRead } from './prepared-read';

export { type DeclaredTableOptions, EntityTable, entityTable, type EntityTableSpec, type ListQuery } from './entity-table';
export { keysetPage, prefixPattern, type KeysetQuery } from './keyset-page';
export { poolOf, preparedRead } from './prepared-read';
export { entityTableDdl, entityTableIndexes, generatedText } from './entity-table-ddl';

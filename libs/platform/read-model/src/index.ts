export { EntityTable, type EntityTableSpec, type ListQuery } from './entity-table';
export { keysetPage, prefixPattern, type KeysetQuery } from './keyset-page';
export { preparedRead } from './prepared-read';
export { entityTableDdl, entityTableIndexes, generatedBigint, generatedText } from './entity-table-ddl';

export { EntityTable, type EntityTableSpec, type ListQuery } from './entity-table';

export { SnapshotsModule } from './snapshots.module';
export { SnapshotStore, SnapshotRefusal, type SnapshotView, exportSnapshot, importSnapshot, migrationLevel } from './snapshot-store';
export { RequestGate } from './request-gate';
export { DEMO_SEEDER, type DemoSeeder } from './snapshots.controller';
export { snapshotsMigrations } from './migrations/1732000019000-create-snapshots';
export * from './snapshot-format';

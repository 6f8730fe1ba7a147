import { Module } from '@nestjs/common';
import { RequestGate } from './request-gate';
import { SnapshotStore } from './snapshot-store';
import { SnapshotsController } from './snapshots.controller';

/** Snapshots, restore and reset of the whole state, and the gate requests wait at meanwhile. */
@Module({ controllers: [SnapshotsController], providers: [SnapshotStore, RequestGate], exports: [SnapshotStore, RequestGate] })
export class SnapshotsModule {}

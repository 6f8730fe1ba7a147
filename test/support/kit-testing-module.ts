import { Global, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { Test, type TestingModule } from '@nestjs/testing';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CLOCK } from '@platform/ddd';
import { EventStoreModule } from '@platform/event-store';
import { AdsEntityModule } from '@platform/ads-entity';
import { TEST_DATABASE_URL } from './database';

@Global()
@Module({ providers: [{ provide: CLOCK, useValue: { now: () => new Date('2026-03-01T00:00:00Z') } }], exports: [CLOCK] })
class FixedClockModule {}

/** The ads entity kit on the test database with a clock at 2026-03-01T00:00:00Z, compiled and not yet initialised. */
export function kitTestingModule(): Promise<TestingModule> {
  return Test.createTestingModule({
    imports: [TypeOrmModule.forRoot({ type: 'postgres', url: TEST_DATABASE_URL }), CqrsModule.forRoot(), FixedClockModule, EventStoreModule, AdsEntityModule],
  }).compile();
}

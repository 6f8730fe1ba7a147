import { type DynamicModule, Global, Module } from '@nestjs/common';
import type { Settings } from '@platform/config';
import { DELIVERY_FAULTS } from './delivery-faults';
import { FaultRules } from './fault-rules';
import { FaultsController } from './faults.controller';

/**
 * Fault injection: with FAULT_INJECTION=on, the rules, `/admin/faults` and
 * the port the webhook delivery worker asks; off, an empty module (no route,
 * no provider, no listener: `/admin/faults` is 404 like any unknown route).
 */
@Global()
@Module({})
export class FaultsModule {
  static forRoot(settings: Settings): DynamicModule {
    if (settings.FAULT_INJECTION !== 'on') return { module: FaultsModule };
    return {
      module: FaultsModule,
      controllers: [FaultsController],
      providers: [FaultRules, { provide: DELIVERY_FAULTS, useExisting: FaultRules }],
      exports: [FaultRules, DELIVERY_FAULTS],
    };
  }
}

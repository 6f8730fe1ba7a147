export { FaultsModule } from './faults.module';
export { FaultRules } from './fault-rules';
export { applyFaultRules, FAULT_HEADER, FaultGuard } from './fault.guard';
export { DELIVERY_FAULTS, type DeliveryFault, type DeliveryFaults } from './delivery-faults';
export { type FaultRule } from './fault-rule';
export { faultsMigrations } from './faults.migration';

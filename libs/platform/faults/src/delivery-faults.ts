/**
 * The port through which the webhook delivery worker asks whether a fault
 * rule picks one delivery attempt. Provided only when FAULT_INJECTION is on;
 * the worker injects it as optional.
 */
export interface DeliveryFaults {
  forDelivery(delivery: { webhookId: string; appId: string }): Promise<DeliveryFault | undefined>;
}

export interface DeliveryFault {
  /** `timeout`: the attempt counts as unanswered in time; `duplicate`: the same signed delivery is sent twice. */
  action: 'timeout' | 'duplicate';
  ruleId: string;
}

export const DELIVERY_FAULTS = Symbol('DELIVERY_FAULTS');

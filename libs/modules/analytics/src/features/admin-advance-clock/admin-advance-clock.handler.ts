import { CLOCK, type Clock, isoSeconds, notFound } from '@platform/ddd';
import { Prepare, streamCommandHandler } from '@platform/event-store';
import { DeliverySetups } from '@modules/campaigns';
import { DELIVERY, HOUR_MS, hourOf, LOOKBACK_HOURS } from '../../domain/delivery';
import { AdminAdvanceClockCommand } from './admin-advance-clock.command';

/**
 * Moves the account's simulated clock on by whole hours: on the account's
 * delivery stream, every hour that ends by the new now is delivered (from the
 * setup as it stands) and the clock's offset recorded, in one append. Answers
 * the simulated now the decided offset gives.
 */
export const AdminAdvanceClockHandler = streamCommandHandler(AdminAdvanceClockCommand, DELIVERY, {
  inject: [DeliverySetups, CLOCK],
  decide: async ({ accountId, hours }, setups: DeliverySetups, clock: Clock) => {
    // a production account, or else a sandbox one (made through the sandbox listener)
    const production = await setups.of('production', accountId);
    const environment = production ? 'production' : 'sandbox';
    const setup = production ?? (await setups.of(environment, accountId));
    if (!setup) throw notFound(`Ad account ${accountId} was not found`, 'account_id');
    return {
      stream: DELIVERY.streamId(environment, accountId),
      command: new Prepare(async (state) => {
        const now = clock.now().getTime() + state.offsetMs;
        const advanceMs = hours * HOUR_MS;
        return { command: { type: 'DeliverHours' as const, environment, accountId, setup, from: hourOf(now) - LOOKBACK_HOURS * HOUR_MS, until: hourOf(now + advanceMs), advanceMs } };
      }),
      options: { accountId },
      clock,
    };
  },
  answer: ({ state }, { clock }, { accountId }) => ({ account_id: accountId, now: isoSeconds(new Date(clock.now().getTime() + state.offsetMs)) }),
});

import { Injectable } from '@nestjs/common';
import { EventStore, Prepare, StateReplacement, Sweeper } from '@platform/event-store';
import { DeliverySetups } from '@modules/campaigns';
import { DELIVERY, type DeliveryState, HOUR_MS, hourOf, LOOKBACK_HOURS } from '../domain/delivery';
import { CLOCKS } from '../projections/delivery.projection';

/**
 * The simulated ad server's wall clock: every DELIVERY_SWEEP_MS, each account
 * with a line item that may serve has the hours that ended on its simulated
 * clock delivered (the last few at most, see LOOKBACK_HOURS). An account is
 * looked at once per hour of its clock; delivering is decided on its stream,
 * so replicas sweeping at once deliver each hour once.
 */
@Injectable()
export class DeliverySweeper extends Sweeper {
  /** Per account, the hour of its clock it was last looked at in. */
  private readonly looked = new Map<string, number>();

  constructor(
    private readonly store: EventStore,
    private readonly setups: DeliverySetups,
    replacement: StateReplacement,
  ) {
    super();
    replacement.on({ replaced: () => this.looked.clear() });
  }

  protected intervalMs(): number {
    return this.settings.DELIVERY_SWEEP_MS;
  }

  async sweep(): Promise<void> {
    const accounts = await this.setups.servingAccounts();
    if (accounts.length === 0) return;
    const clocks = (await this.db.query(
      `SELECT environment, account_id, offset_ms, delivered_through FROM ${CLOCKS} WHERE (environment, account_id) IN (SELECT * FROM unnest($1::text[], $2::text[]))`,
      [accounts.map((a) => a.environment), accounts.map((a) => a.accountId)],
    )) as Array<{ environment: string; account_id: string; offset_ms: string; delivered_through: Date | null }>;
    const byAccount = new Map(clocks.map((c) => [`${c.environment}/${c.account_id}`, c]));
    const wall = this.clock.now().getTime();
    const due = accounts.flatMap((account) => {
      const key = `${account.environment}/${account.accountId}`;
      const known = byAccount.get(key);
      const hour = hourOf(wall + Number(known?.offset_ms ?? 0));
      if (this.looked.get(key) === hour || (known?.delivered_through && known.delivered_through.getTime() >= hour)) return [];
      return [{ ...account, key, hour }];
    });
    await this.stepThrough(
      due,
      ({ environment, accountId }) => [environment, accountId],
      async ({ environment, accountId, key, hour }) => {
        const setup = await this.setups.of(environment, accountId);
        if (!setup) return;
        // the hour on the clock as the stream decides it (an advance may have moved it since)
        const deliver = new Prepare(async (state: DeliveryState) => {
          const until = hourOf(wall + state.offsetMs);
          return { command: { type: 'DeliverHours' as const, environment, accountId, setup, from: until - LOOKBACK_HOURS * HOUR_MS, until } };
        });
        await this.store.decide(DELIVERY, DELIVERY.streamId(environment, accountId), deliver, { accountId });
        this.looked.set(key, hour);
      },
    );
  }
}

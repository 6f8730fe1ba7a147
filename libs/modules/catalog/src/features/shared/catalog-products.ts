import { Inject, Injectable } from '@nestjs/common';
import { AdsEntities } from '@platform/ads-entity';
import { CLOCK, type Clock, isoSeconds } from '@platform/ddd';
import { EventStore, Prepare } from '@platform/event-store';
import {
  CATALOG_PRODUCTS_STREAM,
  type CatalogProductsCommand,
  catalogProductsDecider,
  catalogProductsStreamId,
  type CatalogProductsState,
} from '../../domain/catalog-products';
import { ProductCatalog } from '../../entities/product-catalog.entity';

/**
 * Commands on the products of the caller's catalog: decided on the catalog's
 * products stream, appended with a guard on the catalog (the caller's, live:
 * otherwise its not-found, naming product_catalog_id).
 */
@Injectable()
export class CatalogProducts {
  constructor(
    private readonly store: EventStore,
    private readonly entities: AdsEntities,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The time a command is decided at. */
  now(): string {
    return isoSeconds(this.clock.now());
  }

  /**
   * Decides `command` and answers what `outcomes` reads of the state the
   * last attempt decided on (per-item outcomes, decided with the events).
   */
  async decide<O>(command: Extract<CatalogProductsCommand, { userId: string }>, outcomes: (state: CatalogProductsState) => O): Promise<O> {
    const { environment, userId, catalogId } = command;
    let answer: O | undefined;
    await this.store.handle(
      catalogProductsStreamId(environment, catalogId),
      CATALOG_PRODUCTS_STREAM,
      catalogProductsDecider,
      new Prepare(async (state: CatalogProductsState) => {
        const guard = await this.entities.ownedGuard(ProductCatalog, environment, userId, catalogId);
        answer = outcomes(state);
        return { command, guards: [guard] };
      }),
    );
    return answer!;
  }
}

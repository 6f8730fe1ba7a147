import { adsEntity } from '@platform/ads-entity';
import { cardLifecycle } from '../domain/card';
import { cardsTable } from '../projections/tables';

export const Card = adsEntity({ lifecycle: cardLifecycle, table: cardsTable });

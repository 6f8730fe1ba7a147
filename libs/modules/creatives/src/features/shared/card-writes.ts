import { UseGuards } from '@nestjs/common';
import { JsonBodyOnlyGuard } from '@platform/http';
import { mediaKeysOf } from '../../domain/card';
import { type CardComponentsRequest, cardInput } from './card-components.request';
import { cardMedia } from './card-media-reader';

type CardRequest = CardComponentsRequest & { name?: string };

/**
 * What a card's POST and PUT send (JSON bodies only): the card the request
 * describes, judged against the media its components name as the library
 * holds them.
 */
export const cardWrite = {
  command: (p: CardRequest) => ({ input: cardInput(p) }),
  context: cardMedia((p: CardRequest) => mediaKeysOf(cardInput(p))),
  decorators: [UseGuards(JsonBodyOnlyGuard)],
};

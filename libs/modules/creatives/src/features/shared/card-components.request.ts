import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { StructuredParam } from '@platform/http';
import type { CardInput } from '../../domain/card';

/** A JSON member the card's domain judges component by component. */
const ComponentsParam = (description: string) =>
  applyDecorators(ApiPropertyOptional({ type: 'array', items: { type: 'object' }, description }), StructuredParam(), Allow());

/** What a card's POST and PUT take besides its name. */
export class CardComponentsRequest {
  @ComponentsParam('MEDIA, SWIPEABLE_MEDIA, DETAILS and BUTTON components, in render order')
  components?: unknown;

  @ComponentsParam('Multi-destination carousels: one complete card (an array of components) per slide')
  slides?: unknown;
}

/** The card a request describes, as the domain judges it. */
export const cardInput = (p: CardComponentsRequest & { name?: string }): CardInput => ({ name: p.name, components: p.components, slides: p.slides });

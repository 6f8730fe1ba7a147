import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { StringParam, StructuredParam } from '@platform/http';
import { MAX_CARD_NAME } from '../../domain/card';

/** A JSON member the card's domain judges component by component. */
const ComponentsParam = (description: string) =>
  applyDecorators(ApiPropertyOptional({ type: 'array', items: { type: 'object' }, description }), StructuredParam(), Allow());

class CardComponentsRequest {
  @ComponentsParam('MEDIA, SWIPEABLE_MEDIA, DETAILS and BUTTON components, in render order')
  components?: unknown;

  @ComponentsParam('Multi-destination carousels: one complete card (an array of components) per slide')
  slides?: unknown;
}

export class CreateCardRequest extends CardComponentsRequest {
  @StringParam({ required: true, minLength: 1, maxLength: MAX_CARD_NAME })
  name: string;
}

export class UpdateCardRequest extends CardComponentsRequest {
  @StringParam({ minLength: 1, maxLength: MAX_CARD_NAME })
  name?: string;
}

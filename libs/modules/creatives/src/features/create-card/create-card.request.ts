import { StringParam } from '@platform/http';
import { MAX_CARD_NAME } from '../../domain/card';
import { CardComponentsRequest } from '../shared/card-components.request';

export class CreateCardRequest extends CardComponentsRequest {
  @StringParam({ required: true, minLength: 1, maxLength: MAX_CARD_NAME })
  name: string;
}

import { ApiProperty } from '@nestjs/swagger';
import { IsArray, IsDefined } from 'class-validator';
import { MESSAGES, StructuredParam } from '@platform/http';

/** `{products: [...]}`: each item is judged by the domain (checkProductItem), which reports per item. */
export class ApplyProductsRequest {
  @ApiProperty({ type: 'array', items: { type: 'object' }, description: '1 to 25 products' })
  @StructuredParam()
  @IsDefined({ message: (args) => MESSAGES.required(args.property) })
  @IsArray({ message: (args) => MESSAGES.expected('a list of products', args.property, args.value) })
  products: unknown[];
}

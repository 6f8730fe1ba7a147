import { ApiProperty } from '@nestjs/swagger';
import { CsvParam } from '@platform/http';

export class DeleteProductsRequest {
  @ApiProperty({ type: [String] })
  @CsvParam({ required: true, max: 1000 })
  product_keys: string[];
}

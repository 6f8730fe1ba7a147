import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';

export class LikePostRequest {
  @ApiProperty({ description: 'The post liked', example: '1587000000000000001', pattern: '^[0-9]{1,19}$' })
  @IsString({ message: 'post_id must be a string' })
  @Matches(/^[0-9]{1,19}$/, { message: 'post_id must be a numeric post id' })
  post_id: string;
}

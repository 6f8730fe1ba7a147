import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

export class CreateWebhookRequest {
  @ApiProperty({ example: 'https://example.com/webhooks/x' })
  @IsString({ message: 'The `url` body parameter must be a string' })
  @MaxLength(200, { message: 'The `url` body parameter must be at most 200 characters long' })
  url: string;
}

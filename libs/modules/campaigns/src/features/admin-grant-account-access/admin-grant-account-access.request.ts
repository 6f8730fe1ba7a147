import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';

export class AdminGrantAccountAccessRequest {
  @ApiProperty({ description: 'The user to grant access to' })
  @IsString({ message: 'user_id must be a string' })
  @Matches(/^[0-9]{1,19}$/, { message: 'user_id must be a numeric user id' })
  user_id: string;
}

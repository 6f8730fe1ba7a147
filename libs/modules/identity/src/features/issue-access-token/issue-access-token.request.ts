import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsString, Matches } from 'class-validator';
import { Omittable } from '@platform/http';

export class IssueAccessTokenRequest {
  @ApiProperty({ description: 'The app the token is issued to' })
  @IsString({ message: 'app_id must be a string' })
  @Matches(/^[0-9]{1,19}$/, { message: 'app_id must be a numeric id' })
  app_id: string;

  @ApiPropertyOptional({ enum: ['read', 'write'], default: 'write' })
  @Omittable()
  @IsIn(['read', 'write'], { message: 'access_type must be one of read, write' })
  access_type?: 'read' | 'write';
}

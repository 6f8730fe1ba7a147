import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsString, Matches, MaxLength } from 'class-validator';
import { Omittable } from '@platform/http';

export class UpdateUserRequest {
  @ApiPropertyOptional()
  @Omittable()
  @IsString({ message: 'name must be a string' })
  @MaxLength(50, { message: 'name must be at most 50 characters long' })
  name?: string;

  @ApiPropertyOptional({ description: 'The bio' })
  @Omittable()
  @IsString({ message: 'description must be a string' })
  @MaxLength(160, { message: 'description must be at most 160 characters long' })
  description?: string;

  @ApiPropertyOptional()
  @Omittable()
  @IsString({ message: 'screen_name must be a string' })
  @Matches(/^[A-Za-z0-9_]{1,15}$/, { message: 'screen_name must be 1 to 15 letters, digits or underscores' })
  screen_name?: string;

  @ApiPropertyOptional()
  @Omittable()
  @IsBoolean({ message: 'verified must be a boolean' })
  verified?: boolean;
}

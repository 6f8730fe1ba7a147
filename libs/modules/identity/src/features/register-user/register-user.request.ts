import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { Omittable } from '@platform/http';

export class RegisterUserRequest {
  @ApiProperty({ example: 'aviary_dev', description: '1 to 15 letters, digits or underscores; unique, case-insensitive' })
  @IsString({ message: 'screen_name must be a string' })
  @Matches(/^[A-Za-z0-9_]{1,15}$/, { message: 'screen_name must be 1 to 15 letters, digits or underscores' })
  screen_name: string;

  @ApiProperty({ description: 'Signs the user in on the authorize page' })
  @IsString({ message: 'password must be a string' })
  @MinLength(1, { message: 'password must not be empty' })
  @MaxLength(256, { message: 'password must be at most 256 characters long' })
  password: string;

  @ApiPropertyOptional()
  @Omittable()
  @IsString({ message: 'name must be a string' })
  @MaxLength(50, { message: 'name must be at most 50 characters long' })
  name?: string;

  @ApiPropertyOptional()
  @Omittable()
  @IsString({ message: 'description must be a string' })
  @MaxLength(160, { message: 'description must be at most 160 characters long' })
  description?: string;
}

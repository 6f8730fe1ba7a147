import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsIn, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { FEATURE_KEYS, INDUSTRY_TYPES } from '../../domain/account';
import { Omittable } from '@platform/http';

export class AdminCreateAdAccountRequest {
  @ApiProperty({ description: 'The owner (a user id)' })
  @IsString({ message: 'user_id must be a string' })
  @Matches(/^[0-9]{1,19}$/, { message: 'user_id must be a numeric user id' })
  user_id: string;

  @ApiPropertyOptional({ description: "Defaults to the owner's screen name" })
  @Omittable()
  @IsString({ message: 'name must be a string' })
  @MinLength(1, { message: 'name must not be empty' })
  @MaxLength(255, { message: 'name must be at most 255 characters long' })
  name?: string;

  @ApiPropertyOptional({ default: 'America/Los_Angeles' })
  @Omittable()
  @IsString({ message: 'timezone must be a time zone name' })
  timezone?: string;

  @ApiPropertyOptional()
  @Omittable()
  @IsString({ message: 'business_id must be a string' })
  @MaxLength(64, { message: 'business_id must be at most 64 characters long' })
  business_id?: string;

  @ApiPropertyOptional()
  @Omittable()
  @IsString({ message: 'business_name must be a string' })
  @MaxLength(255, { message: 'business_name must be at most 255 characters long' })
  business_name?: string;

  @ApiPropertyOptional({ enum: INDUSTRY_TYPES })
  @Omittable()
  @IsIn(INDUSTRY_TYPES as unknown as string[], { message: `industry_type must be one of ${INDUSTRY_TYPES.join(', ')}` })
  industry_type?: (typeof INDUSTRY_TYPES)[number];

  @ApiPropertyOptional({ type: [String], enum: FEATURE_KEYS })
  @Omittable()
  @IsArray({ message: 'feature_keys must be an array' })
  @ArrayMaxSize(FEATURE_KEYS.length, { message: 'feature_keys has too many values' })
  @IsIn(FEATURE_KEYS as unknown as string[], { each: true, message: 'feature_keys contains an unknown feature key' })
  feature_keys?: string[];
}

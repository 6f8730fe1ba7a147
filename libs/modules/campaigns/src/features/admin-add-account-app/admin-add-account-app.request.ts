import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsString, MaxLength, MinLength } from 'class-validator';
import { APP_FIELD_MAX_LENGTH, OS_TYPES, type OsType } from '../../domain/account-app';
import { Omittable } from '@platform/http';

export class AdminAddAccountAppRequest {
  @ApiProperty({ description: 'IOS: the numeric App Store id; ANDROID: the package name' })
  @IsString({ message: 'app_store_identifier must be a string' })
  @MinLength(1, { message: 'app_store_identifier must not be empty' })
  @MaxLength(APP_FIELD_MAX_LENGTH, { message: `app_store_identifier must be at most ${APP_FIELD_MAX_LENGTH} characters long` })
  app_store_identifier: string;

  @ApiProperty({ enum: OS_TYPES })
  @IsIn(OS_TYPES as unknown as string[], { message: `os_type must be one of ${OS_TYPES.join(', ')}` })
  os_type: OsType;

  @ApiPropertyOptional({ default: false })
  @Omittable()
  @IsBoolean({ message: 'conversion_tracking_enabled must be a boolean' })
  conversion_tracking_enabled?: boolean;

  @ApiPropertyOptional({ description: 'For example myapp://' })
  @Omittable()
  @IsString({ message: 'deep_link_pattern must be a string' })
  @MaxLength(APP_FIELD_MAX_LENGTH, { message: `deep_link_pattern must be at most ${APP_FIELD_MAX_LENGTH} characters long` })
  deep_link_pattern?: string;
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsArray, IsBoolean, IsString, MaxLength, MinLength, ValidateBy, ArrayMaxSize } from 'class-validator';
import { BETAS } from '@platform/auth';
import { Omittable } from '@platform/http';
import { BetasMember } from '../betas-member';

const isAbsoluteUrl = (value: unknown) =>
  typeof value === 'string' && URL.canParse(value) && /^[a-z][a-z0-9+.-]*:/i.test(value) && value.length <= 2048;

export class RegisterAppRequest {
  @ApiProperty({ example: 'My app' })
  @IsString({ message: 'name must be a string' })
  @MinLength(1, { message: 'name must not be empty' })
  @MaxLength(100, { message: 'name must be at most 100 characters long' })
  name: string;

  @ApiPropertyOptional({ type: [String], example: ['https://example.com/callback'] })
  @Omittable()
  @IsArray({ message: 'callback_urls must be an array of URLs' })
  @ArrayMaxSize(10, { message: 'callback_urls accepts at most 10 URLs' })
  @ValidateBy(
    { name: 'isAbsoluteUrl', validator: { validate: isAbsoluteUrl } },
    { each: true, message: 'callback_urls must contain absolute URLs' },
  )
  callback_urls?: string[];

  @ApiPropertyOptional({ default: true })
  @Omittable()
  @IsBoolean({ message: 'sign_in_with must be a boolean' })
  sign_in_with?: boolean;

  @ApiPropertyOptional({ default: false })
  @Omittable()
  @IsBoolean({ message: 'desktop must be a boolean' })
  desktop?: boolean;

  @ApiPropertyOptional({ type: [String], enum: BETAS, description: 'The betas the app is allowed (default: every one)' })
  @BetasMember()
  betas?: string[];
}

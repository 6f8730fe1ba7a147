import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsArray, IsBoolean, IsString, MaxLength, MinLength, ValidateBy, ArrayMaxSize } from 'class-validator';
import { BETAS } from '@platform/auth';
import { Omittable } from '@platform/http';
import { BetasMember } from '../shared/betas-member';

const isAbsoluteUrl = (value: unknown) =>
  typeof value === 'string' && URL.canParse(value) && /^[a-z][a-z0-9+.-]*:/i.test(value) && value.length <= 2048;

/** The protocols a callback URL may not use (`fundamentals/developer-apps.mdx`, "Disallowed protocols"). */
const DISALLOWED_PROTOCOLS = new Set(
  ('vbscript javascript vbs data mocha keyword livescript ftp file gopher acrobat callto daap itpc itms firefoxurl hcp ldap mailto ' +
    'mmst mmsu msbd rtsp mso-offdap snews news nntp outlook stssync rlogin telnet tn3270 shell sip').split(' '),
);
const allowedProtocol = (value: unknown) =>
  typeof value !== 'string' || !URL.canParse(value) || !DISALLOWED_PROTOCOLS.has(new URL(value).protocol.slice(0, -1).toLowerCase());

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
  @ValidateBy(
    { name: 'allowedProtocol', validator: { validate: allowedProtocol } },
    { each: true, message: 'callback_urls must not use a disallowed protocol (javascript, data, file, ftp, mailto, telnet, ...)' },
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

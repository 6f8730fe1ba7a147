import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsIn, IsString, Matches } from 'class-validator';
import { OAUTH2_SCOPES, type OAuth2Scope } from '@platform/auth';

export class AdminIssueUserTokensRequest {
  @ApiProperty({ description: 'The app the tokens are issued to' })
  @IsString({ message: 'app_id must be a string' })
  @Matches(/^[0-9]{1,19}$/, { message: 'app_id must be a numeric id' })
  app_id!: string;

  @ApiProperty({ description: 'The scopes granted (with offline.access, a refresh token too)', enum: OAUTH2_SCOPES, isArray: true })
  @IsArray({ message: 'scopes must be an array of scopes' })
  @ArrayNotEmpty({ message: 'scopes must name at least one scope' })
  @ArrayMaxSize(OAUTH2_SCOPES.length, { message: `scopes must name at most ${OAUTH2_SCOPES.length} scopes` })
  @IsIn(OAUTH2_SCOPES, { each: true, message: `scopes must be among ${OAUTH2_SCOPES.join(', ')}` })
  scopes!: OAuth2Scope[];
}

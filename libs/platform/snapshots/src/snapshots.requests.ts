import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString, Matches } from 'class-validator';
import { SNAPSHOT_NAME } from './snapshot-format';

const NAME_RULE = 'name must be 1 to 64 letters, digits, ".", "_" or "-", starting with a letter or digit';

export class CreateSnapshotRequest {
  @ApiProperty({ description: 'The snapshot\'s name (letters, digits, ".", "_", "-"; at most 64)', example: 'before-test', pattern: SNAPSHOT_NAME.source })
  @IsString({ message: NAME_RULE })
  @Matches(SNAPSHOT_NAME, { message: NAME_RULE })
  name: string;
}

export class ResetRequest {
  @ApiPropertyOptional({ description: 'Seed the demo (an app, a user with an access token, an ad account) after emptying', default: false })
  @IsOptional()
  @IsBoolean({ message: 'demo must be true or false' })
  demo?: boolean;
}

export { NAME_RULE };

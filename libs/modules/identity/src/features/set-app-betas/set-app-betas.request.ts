import { ApiProperty } from '@nestjs/swagger';
import { IsDefined } from 'class-validator';
import { BETAS } from '@platform/auth';
import { BetasMember } from '../betas-member';

export class SetAppBetasRequest {
  @ApiProperty({ type: [String], enum: BETAS, description: 'The betas the app is allowed' })
  @IsDefined({ message: 'betas is required' })
  @BetasMember()
  betas: string[];
}

import { ApiProperty } from '@nestjs/swagger';
import { BETAS } from '@platform/auth';
import { BetasMember } from '../shared/betas-member';

export class SetAppBetasRequest {
  @ApiProperty({ type: [String], enum: BETAS, description: 'The betas the app is allowed' })
  @BetasMember({ required: true })
  betas: string[];
}

import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';

export class AdminAdvanceClockRequest {
  @ApiProperty({ description: "Hours to move the account's simulated clock on, delivering every hour in between", minimum: 1, maximum: 2160 })
  @IsInt({ message: 'advance_hours must be a whole number of hours' })
  @Min(1, { message: 'advance_hours must be at least 1' })
  @Max(2160, { message: 'advance_hours must be at most 2160' })
  advance_hours: number;
}

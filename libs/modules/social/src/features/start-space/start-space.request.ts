import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { MAX_SPACE_TITLE } from '../../domain/space';
import { UserIdMember } from '../shared/user-id';

export class StartSpaceRequest {
  @UserIdMember('host_id', 'The user who starts and hosts the Space')
  host_id: string;

  @ApiProperty({ minLength: 1, maxLength: MAX_SPACE_TITLE, example: 'Morning show' })
  @IsString({ message: 'title must be a string' })
  @MinLength(1, { message: 'title must not be empty' })
  @MaxLength(MAX_SPACE_TITLE, { message: `title must be at most ${MAX_SPACE_TITLE} characters long` })
  title: string;
}

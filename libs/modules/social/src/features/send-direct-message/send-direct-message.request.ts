import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { MAX_DM_TEXT } from '../../domain/dm-conversation';
import { UserIdMember } from '../user-id';

export class SendDirectMessageRequest {
  @UserIdMember('sender_id', 'The user who sends the message')
  sender_id: string;

  @UserIdMember('recipient_id', 'The user the message is sent to (not the sender)')
  recipient_id: string;

  @ApiProperty({ minLength: 1, maxLength: MAX_DM_TEXT, example: 'Hello!' })
  @IsString({ message: 'text must be a string' })
  @MinLength(1, { message: 'text must not be empty' })
  @MaxLength(MAX_DM_TEXT, { message: `text must be at most ${MAX_DM_TEXT} characters long` })
  text: string;
}

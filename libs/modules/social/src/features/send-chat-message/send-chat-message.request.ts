import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { MAX_DM_TEXT } from '../../domain/dm-conversation';
import { UserIdMember } from '../user-id';

export class SendChatMessageRequest {
  @UserIdMember('sender_id', 'The participant who sends the message')
  sender_id: string;

  @ApiProperty({ minLength: 1, maxLength: MAX_DM_TEXT, example: 'Hello!' })
  @IsString({ message: 'text must be a string' })
  @MinLength(1, { message: 'text must not be empty' })
  @MaxLength(MAX_DM_TEXT, { message: `text must be at most ${MAX_DM_TEXT} characters long` })
  text: string;
}

import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsString, Matches } from 'class-validator';
import { MAX_CHAT_PARTICIPANTS, MIN_CHAT_PARTICIPANTS } from '../../domain/chat-conversation';

export class StartChatConversationRequest {
  @ApiProperty({
    description: 'The users in the conversation',
    type: [String],
    minItems: MIN_CHAT_PARTICIPANTS,
    maxItems: MAX_CHAT_PARTICIPANTS,
    example: ['1587000000000000001', '1587000000000000002'],
  })
  @IsArray({ message: 'participant_ids must be an array of user ids' })
  @ArrayMinSize(MIN_CHAT_PARTICIPANTS, { message: `participant_ids names ${MIN_CHAT_PARTICIPANTS} to ${MAX_CHAT_PARTICIPANTS} users` })
  @ArrayMaxSize(MAX_CHAT_PARTICIPANTS, { message: `participant_ids names ${MIN_CHAT_PARTICIPANTS} to ${MAX_CHAT_PARTICIPANTS} users` })
  @IsString({ each: true, message: 'participant_ids must be an array of user ids' })
  @Matches(/^[0-9]{1,19}$/, { each: true, message: 'participant_ids must be numeric user ids' })
  participant_ids: string[];
}

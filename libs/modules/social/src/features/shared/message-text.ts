import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { MAX_DM_TEXT } from '../../domain/dm-conversation';

/** The `text` member of a message body, direct or chat: a string of 1 to 10,000 characters. */
export const MessageTextMember = () =>
  applyDecorators(
    ApiProperty({ minLength: 1, maxLength: MAX_DM_TEXT, example: 'Hello!' }),
    IsString({ message: 'text must be a string' }),
    MinLength(1, { message: 'text must not be empty' }),
    MaxLength(MAX_DM_TEXT, { message: `text must be at most ${MAX_DM_TEXT} characters long` }),
  );

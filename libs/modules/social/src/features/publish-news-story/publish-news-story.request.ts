import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { Omittable } from '@platform/http';
import { MAX_NEWS_NAME, MAX_NEWS_SUMMARY } from '../../domain/news-story';

export class PublishNewsStoryRequest {
  @ApiProperty({ description: 'The headline', minLength: 1, maxLength: MAX_NEWS_NAME, example: 'Rivers rise after a week of rain' })
  @IsString({ message: 'name must be a string' })
  @MinLength(1, { message: 'name must not be empty' })
  @MaxLength(MAX_NEWS_NAME, { message: `name must be at most ${MAX_NEWS_NAME} characters long` })
  name: string;

  @ApiPropertyOptional({ description: 'What the story says', maxLength: MAX_NEWS_SUMMARY })
  @Omittable()
  @IsString({ message: 'summary must be a string' })
  @MaxLength(MAX_NEWS_SUMMARY, { message: `summary must be at most ${MAX_NEWS_SUMMARY} characters long` })
  summary?: string;
}

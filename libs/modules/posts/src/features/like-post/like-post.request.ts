import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';
import { NUMERIC_ID as POST_ID } from '@platform/ddd';
import { Omittable } from '@platform/http';

export class LikePostRequest {
  @ApiProperty({ description: 'The post liked', example: '1587000000000000001', pattern: POST_ID.source })
  @IsString({ message: 'post_id must be a string' })
  @Matches(POST_ID, { message: 'post_id must be a numeric post id' })
  post_id: string;
}

/** `POST /2/users/:id/likes`: the post as the SDKs name it (`tweet_id`), or by its neutral name (`post_id`). */
export class PlatformLikePostRequest {
  @ApiPropertyOptional({ description: 'The post liked', example: '1587000000000000001', pattern: POST_ID.source })
  @Omittable()
  @IsString({ message: 'The `tweet_id` field must be a string' })
  @Matches(POST_ID, { message: 'The `tweet_id` field value does not match ^[0-9]{1,19}$' })
  tweet_id?: string;

  @ApiPropertyOptional({ description: 'The post liked (the neutral name of `tweet_id`)', pattern: POST_ID.source })
  @Omittable()
  @IsString({ message: 'The `post_id` field must be a string' })
  @Matches(POST_ID, { message: 'The `post_id` field value does not match ^[0-9]{1,19}$' })
  post_id?: string;
}

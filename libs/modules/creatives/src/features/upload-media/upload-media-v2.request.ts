import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsDefined, IsIn, IsInt, IsString, Matches, Max, Min } from 'class-validator';
import { NUMERIC_ID } from '@platform/ddd';
import { ForbidUnknownMembers, Omittable } from '@platform/http';
import { canonicalCategory, DECLARABLE_MEDIA_TYPES, MAX_SEGMENT_INDEX, MEDIA_CATEGORIES, SIMPLE_UPLOAD_CATEGORIES } from '../../domain/media-upload';

/** The steps of a chunked upload that `POST /2/media/upload` takes as `command` (STATUS is a GET). */
export const UPLOAD_COMMANDS = ['INIT', 'APPEND', 'FINALIZE'] as const;

/*
 * The v2 upload bodies (JSON, or multipart fields beside the `media` file),
 * each failure naming its field as the platform does.
 */

const field = (name: string, what: string) => ({ message: `The \`${name}\` field ${what}` });
/** Multipart fields arrive as text: a whole number written out is that number. */
const toNumber = ({ value }: { value: unknown }) => (typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value);
/** Multipart fields arrive as text: `true` and `false` are those booleans. */
const toBoolean = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);
/** `additional_owners`: an array of user ids, or (multipart) their csv. */
const toIdList = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.split(',').filter((id) => id !== '') : value);
/** `post_image` and the like name the `tweet_` categories. */
const toCategory = ({ value }: { value: unknown }) => (typeof value === 'string' ? canonicalCategory(value) : value);
const CATEGORY = field('media_category', `must be one of [${MEDIA_CATEGORIES.join(',')}]`);
const OWNERS = field('additional_owners', 'must be an array of at most 100 user ids');

/**
 * `POST /2/media/upload`: the whole file, base64 in `media` (JSON) or the
 * multipart file `media`; or, with `command`, one step of a chunked upload
 * (INIT, APPEND, FINALIZE), each with the members that step takes. Which
 * members a step requires is the controller's to say.
 */
@ForbidUnknownMembers()
export class UploadMediaV2Request {
  @ApiPropertyOptional({ enum: UPLOAD_COMMANDS, description: 'A step of a chunked upload; without it, the request is the whole file' })
  @Omittable()
  @Transform(({ value }) => (typeof value === 'string' ? value.toUpperCase() : value))
  @IsIn(UPLOAD_COMMANDS, field('command', `must be one of [${UPLOAD_COMMANDS.join(',')}]`))
  command?: (typeof UPLOAD_COMMANDS)[number];

  @ApiPropertyOptional({ description: 'The file (or, in APPEND, the segment), base64-encoded (JSON bodies); multipart bodies send it as the file part `media`' })
  @Omittable()
  @IsString(field('media', 'must be a base64-encoded string'))
  media?: string;

  @ApiPropertyOptional({ enum: MEDIA_CATEGORIES, description: `Required without \`command\` (then one of ${SIMPLE_UPLOAD_CATEGORIES.join(', ')}); optional in INIT` })
  @Omittable()
  @Transform(toCategory)
  @IsIn(MEDIA_CATEGORIES, CATEGORY)
  media_category?: string;

  @ApiPropertyOptional({ type: [String] })
  @Omittable()
  @Transform(toIdList)
  @IsArray(OWNERS)
  @ArrayMaxSize(100, OWNERS)
  @Matches(NUMERIC_ID, { each: true, ...OWNERS })
  additional_owners?: string[];

  @ApiPropertyOptional({ enum: DECLARABLE_MEDIA_TYPES, description: 'INIT' })
  @Omittable()
  @IsIn(DECLARABLE_MEDIA_TYPES, field('media_type', `must be one of [${DECLARABLE_MEDIA_TYPES.join(',')}]`))
  media_type?: string;

  @ApiPropertyOptional({ description: 'INIT' })
  @Omittable()
  @Transform(toNumber)
  @IsInt(field('total_bytes', 'must be a positive integer'))
  @Min(1, field('total_bytes', 'must be a positive integer'))
  total_bytes?: number;

  @ApiPropertyOptional({ description: 'INIT' })
  @Omittable()
  @Transform(toBoolean)
  @IsBoolean(field('shared', 'must be a boolean'))
  shared?: boolean;

  @ApiPropertyOptional({ description: 'APPEND and FINALIZE' })
  @Omittable()
  @IsString(field('media_id', 'does not match ^[0-9]{1,19}$'))
  @Matches(NUMERIC_ID, field('media_id', 'does not match ^[0-9]{1,19}$'))
  media_id?: string;

  @ApiPropertyOptional({ minimum: 0, maximum: MAX_SEGMENT_INDEX, description: 'APPEND' })
  @Omittable()
  @Transform(toNumber)
  @IsInt(field('segment_index', `must be an integer from 0 to ${MAX_SEGMENT_INDEX}`))
  @Min(0, field('segment_index', `must be an integer from 0 to ${MAX_SEGMENT_INDEX}`))
  @Max(MAX_SEGMENT_INDEX, field('segment_index', `must be an integer from 0 to ${MAX_SEGMENT_INDEX}`))
  segment_index?: number;
}

/** `POST /2/media/upload/initialize`. */
@ForbidUnknownMembers()
export class InitializeMediaUploadV2Request {
  @ApiPropertyOptional({ enum: MEDIA_CATEGORIES })
  @Omittable()
  @Transform(toCategory)
  @IsIn(MEDIA_CATEGORIES, CATEGORY)
  media_category?: string;

  @ApiProperty({ enum: DECLARABLE_MEDIA_TYPES })
  @IsDefined(field('media_type', 'is required'))
  @IsIn(DECLARABLE_MEDIA_TYPES, field('media_type', `must be one of [${DECLARABLE_MEDIA_TYPES.join(',')}]`))
  media_type: string;

  @ApiProperty()
  @IsDefined(field('total_bytes', 'is required'))
  @IsInt(field('total_bytes', 'must be a positive integer'))
  @Min(1, field('total_bytes', 'must be a positive integer'))
  total_bytes: number;

  @ApiPropertyOptional({ type: [String] })
  @Omittable()
  @IsArray(OWNERS)
  @ArrayMaxSize(100, OWNERS)
  @Matches(NUMERIC_ID, { each: true, ...OWNERS })
  additional_owners?: string[];

  @ApiPropertyOptional()
  @Omittable()
  @IsBoolean(field('shared', 'must be a boolean'))
  shared?: boolean;
}

/** `POST /2/media/upload/:id/append`: one segment, base64 in `media` (JSON) or the multipart file `media`. */
@ForbidUnknownMembers()
export class AppendMediaUploadV2Request {
  @ApiPropertyOptional({ description: 'The segment, base64-encoded (JSON bodies); multipart bodies send it as the file part `media`' })
  @Omittable()
  @IsString(field('media', 'must be a base64-encoded string'))
  media?: string;

  @ApiProperty({ minimum: 0, maximum: MAX_SEGMENT_INDEX })
  @IsDefined(field('segment_index', 'is required'))
  @Transform(toNumber)
  @IsInt(field('segment_index', `must be an integer from 0 to ${MAX_SEGMENT_INDEX}`))
  @Min(0, field('segment_index', `must be an integer from 0 to ${MAX_SEGMENT_INDEX}`))
  @Max(MAX_SEGMENT_INDEX, field('segment_index', `must be an integer from 0 to ${MAX_SEGMENT_INDEX}`))
  segment_index: number;
}

/** `GET /2/media/upload?media_id=…&command=STATUS`. */
export class MediaStatusV2Query {
  @ApiProperty()
  @IsDefined(field('media_id', 'is required'))
  @IsString(field('media_id', 'does not match ^[0-9]{1,19}$'))
  @Matches(NUMERIC_ID, field('media_id', 'does not match ^[0-9]{1,19}$'))
  media_id: string;

  @ApiPropertyOptional({ enum: ['STATUS'] })
  @Omittable()
  @IsIn(['STATUS'], field('command', 'must be STATUS'))
  command?: string;
}

import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsString, Matches, MaxLength } from 'class-validator';
import { Omittable } from '@platform/http';
import { MAX_DESCRIPTION, MAX_IMAGE_URL, MAX_LOCATION, MAX_NAME, MAX_URL } from '../../domain/user';

/** A web address member: an http(s) URL, or '' to unset it. */
const WEB_URL = /^(https?:\/\/\S+)?$/;

export class UpdateUserRequest {
  @ApiPropertyOptional({ description: 'The display name (profile.update.screenname)' })
  @Omittable()
  @IsString({ message: 'name must be a string' })
  @MaxLength(MAX_NAME, { message: `name must be at most ${MAX_NAME} characters long` })
  name?: string;

  @ApiPropertyOptional({ description: 'The bio (profile.update.bio)' })
  @Omittable()
  @IsString({ message: 'description must be a string' })
  @MaxLength(MAX_DESCRIPTION, { message: `description must be at most ${MAX_DESCRIPTION} characters long` })
  description?: string;

  @ApiPropertyOptional({ description: 'The @handle (profile.update.handle)' })
  @Omittable()
  @IsString({ message: 'screen_name must be a string' })
  @Matches(/^[A-Za-z0-9_]{1,15}$/, { message: 'screen_name must be 1 to 15 letters, digits or underscores' })
  screen_name?: string;

  @ApiPropertyOptional({ description: 'profile.update.verified' })
  @Omittable()
  @IsBoolean({ message: 'verified must be a boolean' })
  verified?: boolean;

  @ApiPropertyOptional({ description: "Where the user says they are (profile.update.geo); '' unsets it", maxLength: MAX_LOCATION })
  @Omittable()
  @IsString({ message: 'location must be a string' })
  @MaxLength(MAX_LOCATION, { message: `location must be at most ${MAX_LOCATION} characters long` })
  location?: string;

  @ApiPropertyOptional({ description: "The profile's website (profile.update.url); '' unsets it", maxLength: MAX_URL })
  @Omittable()
  @IsString({ message: 'url must be a string' })
  @MaxLength(MAX_URL, { message: `url must be at most ${MAX_URL} characters long` })
  @Matches(WEB_URL, { message: "url must be an http or https URL (or '' to unset it)" })
  url?: string;

  @ApiPropertyOptional({ description: "The profile picture's URL (profile.update.profile_picture); '' unsets it", maxLength: MAX_IMAGE_URL })
  @Omittable()
  @IsString({ message: 'profile_image_url must be a string' })
  @MaxLength(MAX_IMAGE_URL, { message: `profile_image_url must be at most ${MAX_IMAGE_URL} characters long` })
  @Matches(WEB_URL, { message: "profile_image_url must be an http or https URL (or '' to unset it)" })
  profile_image_url?: string;

  @ApiPropertyOptional({ description: "The banner's URL (profile.update.banner_picture); '' unsets it", maxLength: MAX_IMAGE_URL })
  @Omittable()
  @IsString({ message: 'profile_banner_url must be a string' })
  @MaxLength(MAX_IMAGE_URL, { message: `profile_banner_url must be at most ${MAX_IMAGE_URL} characters long` })
  @Matches(WEB_URL, { message: "profile_banner_url must be an http or https URL (or '' to unset it)" })
  profile_banner_url?: string;

  @ApiPropertyOptional({ description: "The user id of the business the user is affiliated with (profile.update.affiliate); '' unsets it" })
  @Omittable()
  @IsString({ message: 'affiliation_user_id must be a string' })
  @Matches(/^([0-9]{1,19})?$/, { message: "affiliation_user_id must be a numeric user id (or '' to unset it)" })
  affiliation_user_id?: string;
}

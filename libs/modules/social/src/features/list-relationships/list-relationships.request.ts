import { IntersectionType } from '@nestjs/swagger';
import { PlatformPageQuery } from '@platform/http';
import { UserFieldsQuery } from '@modules/identity';

/** A page of a relationship list, and the user fields to show. */
export class ListRelationshipsQuery extends IntersectionType(PlatformPageQuery, UserFieldsQuery) {}

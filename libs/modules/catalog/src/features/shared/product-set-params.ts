import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { StringParam, StructuredParam } from '@platform/http';
import { MAX_SET_DESCRIPTION, MAX_SET_NAME } from '../../domain/product-set';

/** `filters`: {attribute, operator, value} objects, judged by the domain (checkFilters), which knows them. */
export const FiltersParam = () =>
  applyDecorators(
    ApiPropertyOptional({ type: 'array', items: { type: 'object' }, description: '{attribute, operator, value} objects' }),
    StructuredParam(),
    Allow(),
  );

export const SetNameParam = (required: boolean) => StringParam({ required, minLength: 1, maxLength: MAX_SET_NAME });

/** `description`: an empty value (or null) unsets it. */
export const SetDescriptionParam = () => StringParam({ maxLength: MAX_SET_DESCRIPTION, nullable: true });

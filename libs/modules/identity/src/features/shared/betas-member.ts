import { applyDecorators } from '@nestjs/common';
import { ArrayMaxSize, IsArray, IsDefined, IsIn } from 'class-validator';
import { BETAS } from '@platform/auth';
import { Omittable } from '@platform/http';

/**
 * `betas`: a list of known beta names (the app's allowed early-access endpoints);
 * optional where a default applies, else required.
 */
export const BetasMember = ({ required = false } = {}) =>
  applyDecorators(
    required ? IsDefined({ message: 'betas is required' }) : Omittable(),
    IsArray({ message: 'betas must be an array' }),
    ArrayMaxSize(BETAS.length, { message: 'betas has too many values' }),
    IsIn(BETAS as unknown as string[], { each: true, message: `betas may hold ${BETAS.join(', ')}` }),
  );

import { ValidateBy } from 'class-validator';
import { BooleanParam, CountParam, CsvParam, StringParam } from '@platform/http';

const COUNTRY_CODE = /^[A-Za-z]{2}$/;

export class ListCuratedCategoriesRequest {
  /** Two-letter ISO 3166-1 codes (either case); a category shows when available in any of them. */
  @CsvParam({ required: true, max: 200 })
  @ValidateBy({
    name: 'isCountryCodeList',
    validator: {
      validate: (value: unknown) => Array.isArray(value) && value.every((v) => typeof v === 'string' && COUNTRY_CODE.test(v)),
      defaultMessage: (args) => {
        const values: unknown[] = Array.isArray(args!.value) ? args!.value : [args!.value];
        const bad = values.find((v) => typeof v !== 'string' || !COUNTRY_CODE.test(v));
        return `Expected two-letter ISO 3166-1 country codes, got ${JSON.stringify(String(bad))} for ${args!.property}`;
      },
    },
  })
  country_codes: string[];

  @CountParam(1, 1000)
  count: number = 200;

  @StringParam({ minLength: 1 })
  cursor?: string;

  /** Accepted; total_count is always answered here. */
  @BooleanParam()
  with_total_count: boolean = false;
}

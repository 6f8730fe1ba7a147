import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { UserContext } from '@platform/auth';
import { AdsResponse, adsPaths } from '@platform/http';
import { ADVERTISER_BUSINESS_CATEGORIES } from '../../domain/reference-data';

@ApiTags('ads: line items')
@Controller(adsPaths('advertiser_business_categories'))
export class ListAdvertiserBusinessCategoriesController {
  /** The business categories a PREROLL_VIEWS line item describes its advertiser with; takes no parameters. */
  @Get()
  @UserContext()
  list() {
    return AdsResponse.of(ADVERTISER_BUSINESS_CATEGORIES);
  }
}

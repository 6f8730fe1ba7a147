import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AccountScoped } from '@platform/auth';
import { AdsParams, AdsResponse, adsPaths } from '@platform/http';
import { curatedCategoriesIn } from '../../domain/curated-category';
import { ListCuratedCategoriesRequest } from './list-curated-categories.request';
import { pageOfList } from '../static-page';

@ApiTags('ads: line items')
@Controller(adsPaths('accounts/:account_id/curated_categories'))
export class ListCuratedCategoriesController {
  /** The curated categories available in the given countries, with total_count always (as the API answers). */
  @Get()
  @AccountScoped()
  list(@AdsParams(ListCuratedCategoriesRequest) p: ListCuratedCategoriesRequest) {
    return AdsResponse.page(pageOfList(curatedCategoriesIn(p.country_codes), p.count, p.cursor, 'curated_categories'));
  }
}

import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { UserContext } from '@platform/auth';
import { AdsParams, AdsResponse, adsPaths } from '@platform/http';
import { PUBLISHERS } from '../../domain/reference/content-categories';
import { pageOfList } from '../static-page';
import { ListPublishersRequest } from './list-publishers.request';

@ApiTags('ads: reference')
@Controller(adsPaths('publishers'))
export class ListPublishersController {
  /** The publishers behind the content categories, optionally of some categories only. */
  @Get()
  @UserContext()
  list(@AdsParams(ListPublishersRequest) p: ListPublishersRequest) {
    const wanted = p.content_category_ids;
    const publishers = wanted ? PUBLISHERS.filter((pub) => pub.content_category_ids.some((category) => wanted.includes(category))) : PUBLISHERS;
    return AdsResponse.page(pageOfList(publishers, p.count, p.cursor, 'publishers'));
  }
}

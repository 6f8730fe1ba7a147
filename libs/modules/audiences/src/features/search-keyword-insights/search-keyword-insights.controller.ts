import { Controller, Get, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { UserContext } from '@platform/auth';
import { CLOCK, type Clock, isoSeconds } from '@platform/ddd';
import { AdsParams, AdsResponse, adsPaths } from '@platform/http';
import { keywordInsight } from '../../domain/keyword-insights';
import { SearchKeywordInsightsRequest } from './search-keyword-insights.request';

@ApiTags('ads: keyword insights')
@Controller(adsPaths('insights/keywords/search'))
export class SearchKeywordInsightsController {
  constructor(@Inject(CLOCK) private readonly clock: Clock) {}

  /** Post volumes of the keywords (OR'ed, less the negative ones) per hour or day, and 30 related keywords; synthetic and deterministic. */
  @Get()
  @UserContext()
  search(@AdsParams(SearchKeywordInsightsRequest) p: SearchKeywordInsightsRequest) {
    const start = new Date(p.start_time);
    const end = p.end_time !== undefined ? new Date(p.end_time) : this.clock.now();
    const keywords = p.keywords.map((k) => k.trim());
    const negativeKeywords = (p.negative_keywords ?? []).map((k) => k.trim());
    const insight = keywordInsight({ granularity: p.granularity, keywords, negativeKeywords, start, end, location: p.location });
    return AdsResponse.settled(insight, {
      start_time: isoSeconds(start),
      end_time: isoSeconds(end),
      granularity: p.granularity,
      keywords,
      ...(p.negative_keywords ? { negative_keywords: negativeKeywords } : {}),
      ...(p.location ? { location: p.location } : {}),
    });
  }
}

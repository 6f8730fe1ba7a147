import { FeedFailure, feedRows } from './feed-file';

describe('a feed file', () => {
  it('reads the items of an XML feed, a field per child element, prefixes dropped, text decoded', () => {
    const xml = `<?xml version="1.0"?>
      <rss xmlns:g="http://base.google.com/ns/1.0"><channel><title>Shop</title>
        <item><g:id>a-1</g:id><title><![CDATA[Shoes & <more>]]></title><g:price>12.50 USD</g:price><description>Tom &amp; Jerry&#39;s</description></item>
        <!-- <item><g:id>commented</g:id></item> -->
        <item><g:id>a-2</g:id><g:google_product_category>Apparel</g:google_product_category></item>
      </channel></rss>`;
    expect(feedRows(xml, 'XML')).toEqual([
      { id: 'a-1', title: 'Shoes & <more>', price: '12.50 USD', description: "Tom & Jerry's" },
      { id: 'a-2', google_product_category: 'Apparel' },
    ]);
    expect(feedRows('<feed><entry><id>e-1</id></entry></feed>', 'XML')).toEqual([{ id: 'e-1' }]);
  });

  it('fails a file that is no XML feed, or one without products', () => {
    expect(() => feedRows('id,title\n1,x', 'XML')).toThrow(FeedFailure);
    expect(() => feedRows('<rss><channel></channel></rss>', 'XML')).toThrow(/no product rows/);
  });

  it('reads CSV and TSV by their header line', () => {
    expect(feedRows('id,title\n1,A', 'CSV')).toEqual([{ id: '1', title: 'A' }]);
    expect(feedRows('id\ttitle\n1\tA', 'TSV')).toEqual([{ id: '1', title: 'A' }]);
  });
});

import { segmentsOf, segmentWeights, splitSegments } from './stats-segments';

describe('segmented stats', () => {
  const lineItems = [{ id: 'li1', primary_web_event_tag: null }];

  it("takes a line item's targeted values, else the default set", () => {
    const targeting = [
      { line_item_id: 'li1', targeting_type: 'PLATFORM', targeting_value: '1', name: 'Android' },
      { line_item_id: 'li1', targeting_type: 'PLATFORM', targeting_value: '0', name: 'iOS' },
      { line_item_id: 'other', targeting_type: 'PLATFORM', targeting_value: '4', name: 'Desktop' },
    ];
    expect(segmentsOf('PLATFORMS', lineItems, targeting)).toEqual([
      { segment_name: 'iOS', segment_value: '0' },
      { segment_name: 'Android', segment_value: '1' },
    ]);
    expect(segmentsOf('GENDER', lineItems, targeting).map((s) => s.segment_name)).toEqual(['Male', 'Female']);
    expect(segmentsOf('METROS', lineItems, []).map((s) => s.segment_value)).toContain('819');
    expect(segmentsOf('CONVERSION_TAGS', [{ id: 'li1', primary_web_event_tag: 'tag1' }], [])).toEqual([{ segment_name: 'tag1', segment_value: 'tag1' }]);
    expect(segmentsOf('CONVERSION_TAGS', lineItems, [])).toEqual([]);
  });

  it('splits every step of every metric exactly, the same way each time', () => {
    const metrics = {
      impressions: [1000, 7, 0],
      likes: [3, 1, 1],
      follows: null,
      conversion_purchases: { post_view: [1, 0, 0], post_engagement: [5, 2, 0], assisted: [0, 0, 0], order_quantity: [9, 0, 0], sale_amount: [90_000_000, 0, 0] },
    };
    const segments = segmentsOf('AGE', lineItems, []);
    const weights = segmentWeights('li1', segments);
    expect(segmentWeights('li1', segments)).toEqual(weights);
    const parts = splitSegments(metrics, weights);
    expect(parts).toHaveLength(segments.length);
    const sum = (name: string, i: number, part?: string) =>
      parts.reduce((total, p) => {
        const value = p[name];
        if (value === null) return total;
        return total + (Array.isArray(value) ? value[i] : value[part!][i]);
      }, 0);
    for (let i = 0; i < 3; i++) {
      expect(sum('impressions', i)).toBe(metrics.impressions[i]);
      expect(sum('likes', i)).toBe(metrics.likes[i]);
      for (const [part, values] of Object.entries(metrics.conversion_purchases)) expect(sum('conversion_purchases', i, part)).toBe(values[i]);
    }
    for (const p of parts) expect(p.follows).toBeNull();
  });
});

import { eventUuid, passesFilter } from './activity-matching';

const dm = { eventType: 'dm.received', userId: '1', direction: 'received' as const, text: 'Hello There', payload: {} };

describe('activity matching', () => {
  it('matches the direction in either vocabulary, and any direction when none is set', () => {
    expect(passesFilter({ direction: null, keyword: null }, dm)).toBe(true);
    expect(passesFilter({ direction: 'received', keyword: null }, dm)).toBe(true);
    expect(passesFilter({ direction: 'inbound', keyword: null }, dm)).toBe(true);
    expect(passesFilter({ direction: 'sent', keyword: null }, dm)).toBe(false);
    expect(passesFilter({ direction: 'outbound', keyword: null }, dm)).toBe(false);
  });

  it('matches a keyword as a case-insensitive substring of the text, never an event without text', () => {
    expect(passesFilter({ direction: null, keyword: 'hello' }, dm)).toBe(true);
    expect(passesFilter({ direction: null, keyword: 'o th' }, dm)).toBe(true);
    expect(passesFilter({ direction: null, keyword: 'bye' }, dm)).toBe(false);
    expect(passesFilter({ direction: null, keyword: 'hello' }, { ...dm, text: undefined })).toBe(false);
  });

  it('gives each activity event of a stored event its own numeric id, stable across calls', () => {
    expect(eventUuid('100', 0)).toBe('1600');
    expect(eventUuid('100', 1)).toBe('1601');
    expect(eventUuid('100', 1)).toBe(eventUuid('100', 1));
    expect(eventUuid('9007199254740993', 15)).toMatch(/^[0-9]{1,19}$/);
  });
});

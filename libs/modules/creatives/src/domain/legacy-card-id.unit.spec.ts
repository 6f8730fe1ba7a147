import { legacyCardId, legacyCardUri } from './legacy-card-id';

describe('legacy card ids', () => {
  it('write the card_uri’s number in base 36, beyond what a double holds exactly', () => {
    expect(legacyCardId('950590850777497601')).toBe('77zwc074h7gh');
    expect(legacyCardUri(legacyCardId('950590850777497601'))).toBe('card://950590850777497601');
    expect(legacyCardUri(legacyCardId('958397665015775233'))).toBe('card://958397665015775233');
  });

  it('name the card in either case', () => {
    expect(legacyCardUri('57i77')).toBe('card://8748259');
    expect(legacyCardUri('57I77')).toBe('card://8748259');
    expect(legacyCardUri('z')).toBe('card://35');
    expect(legacyCardUri('10')).toBe('card://36');
  });
});

import { addSlotsText } from './stats-report';

describe('addSlotsText', () => {
  it('adds a row of slots written as text into its place, digit by digit', () => {
    const into = new Float64Array(8);
    addSlotsText(into, 4, 4, '1,0,25');
    addSlotsText(into, 4, 4, '2,3');
    addSlotsText(into, 0, 4, '');
    expect([...into]).toEqual([0, 0, 0, 0, 3, 3, 25, 0]);
  });

  it('reads int8s beyond 32 bits, a sign, and never writes past the width', () => {
    const into = new Float64Array(3);
    addSlotsText(into, 0, 2, '123456789012,-5,7');
    expect([...into]).toEqual([123456789012, -5, 0]);
  });
});

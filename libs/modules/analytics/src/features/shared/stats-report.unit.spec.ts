import { addHoursText } from './stats-report';

describe('addHoursText', () => {
  const stepOf = (epochSeconds: number) => (epochSeconds - 3600) / 3600;

  it("adds each hour's slots written as text into its step, digit by digit", () => {
    const into = new Float64Array(12);
    addHoursText(into, 4, 4, '3600:1,0,25;7200:2,3', stepOf);
    addHoursText(into, 4, 4, '3600:2,3', stepOf);
    addHoursText(into, 0, 4, '', stepOf);
    expect([...into]).toEqual([0, 0, 0, 0, 3, 3, 25, 0, 2, 3, 0, 0]);
  });

  it('reads int8s beyond 32 bits, a sign, an hour without slots, and never writes past the width', () => {
    const into = new Float64Array(4);
    addHoursText(into, 0, 2, '3600:123456789012,-5,7;7200:;7200:4', stepOf);
    expect([...into]).toEqual([123456789012, -5, 4, 0]);
  });
});

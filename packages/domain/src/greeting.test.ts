import { describe, expect, it } from 'vitest';
import { greetingFor } from './greeting.ts';

const at = (hours: number, minutes = 0) => new Date(2025, 0, 6, hours, minutes);

describe('greetingFor', () => {
  it('says morning before 12:00, afternoon before 18:00, evening after', () => {
    expect(greetingFor(at(0), 'Anna')).toBe('Good morning, Anna');
    expect(greetingFor(at(11, 59), 'Anna')).toBe('Good morning, Anna');
    expect(greetingFor(at(12), 'Anna')).toBe('Good afternoon, Anna');
    expect(greetingFor(at(17, 59), 'Anna')).toBe('Good afternoon, Anna');
    expect(greetingFor(at(18), 'Anna')).toBe('Good evening, Anna');
  });

  it('uses the first name only, or "there" when no name is known', () => {
    expect(greetingFor(at(9), 'Anna Virtanen')).toBe('Good morning, Anna');
    expect(greetingFor(at(9), null)).toBe('Good morning, there');
    expect(greetingFor(at(9), '   ')).toBe('Good morning, there');
  });
});

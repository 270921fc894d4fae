import { describe, expect, it } from 'vitest';
import { escapeRegExp } from './regexp.ts';

describe('escapeRegExp', () => {
  it('matches the string itself, never what its characters would mean in a pattern', () => {
    const literal = 'R$ 1.5 (approx.) [a|b] ^x* +y? {2} \\';
    const pattern = new RegExp(`^${escapeRegExp(literal)}$`);
    expect(pattern.test(literal)).toBe(true);
    expect(new RegExp(escapeRegExp('1.5')).test('105')).toBe(false);
    expect(new RegExp(escapeRegExp('a|b')).test('b')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { nameFromFileName } from './company-file-name.ts';

describe('nameFromFileName', () => {
  it('keeps the words of a name and drops the words of a deck', () => {
    expect(nameFromFileName('Acme_pitch_deck_v2.pdf')).toBe('Acme');
    expect(nameFromFileName('brightloopdeck.pdf')).toBe('Brightloop');
    expect(nameFromFileName('Northwind Labs - Investor Presentation.pptx')).toBe('Northwind Labs');
  });

  it("finds no name in what is left of a sharing site's slug or a numbered file", () => {
    expect(nameFromFileName('qzslidedeck1-160407220522.pdf')).toBeNull();
    expect(nameFromFileName('pitchdeck-6.pdf')).toBeNull();
    expect(nameFromFileName('deck-2024-v3.pdf')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { findDeckDomains } from './company-domains.ts';
import { readSlides } from './finder-test-helpers.ts';

describe('findDeckDomains', () => {
  it('reads a bare "Name.inc" as a legal form typed without a space, and "www.name.inc" as the address it is', () => {
    const table = readSlides(['Comparables\nOrbitline.inc OBT $61.9 $76.0 0.8x']).slides;
    expect(findDeckDomains(table)).toEqual([]);
    const address = readSlides(['Contact\nwww.orbitline.inc']).slides;
    expect(findDeckDomains(address).map((domain) => domain.label)).toEqual(['orbitline']);
  });
});

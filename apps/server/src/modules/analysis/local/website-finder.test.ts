import { describe, expect, it } from 'vitest';
import { readSlides } from './finder-test-helpers.ts';
import { findWebsite } from './website-finder.ts';

describe('findWebsite', () => {
  it('takes the domain the deck uses for itself, from its address or e-mail', () => {
    const { slides } = readSlides(['Tidewell\nwww.tidewell.io', 'Contact\nana@tidewell.io']);
    expect(findWebsite(slides)).toEqual({
      value: 'tidewell.io',
      source: { status: 'stated', slides: [1, 2] },
    });
  });

  it('reads a long e-mail address alone on its line (a long name makes a long address)', () => {
    const { slides } = readSlides(['Harbor Pine Robotics', 'Contact\nhello@harborpinerobotics.app']);
    expect(findWebsite(slides).value).toBe('harborpinerobotics.app');
  });

  it('says not specified when the deck has no web address', () => {
    const { slides } = readSlides(['Tidewell', 'Problem\nPorts lose berths to no-shows']);
    expect(findWebsite(slides).source.status).toBe('not_found');
  });
});

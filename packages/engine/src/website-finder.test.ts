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

  it('reads any suffix of the Public Suffix List where the text writes an address', () => {
    expect(findWebsite(readSlides(['Tidewell', 'Contact\nwww.tidewell.africa']).slides).value).toBe('tidewell.africa');
    expect(findWebsite(readSlides(['Tidewell', 'Contact\ninfo@tidewell.co.ke']).slides).value).toBe('tidewell.co.ke');
    expect(findWebsite(readSlides(['Tidewell', 'Website\nhttps://tidewell.vercel.app']).slides).value).toBe(
      'tidewell.vercel.app',
    );
    // Bare words with a dot need a suffix decks use for sites: "file.name" is no address.
    expect(findWebsite(readSlides(['Tidewell', 'Upload file.name here']).slides).source.status).toBe('not_found');
  });

  it("never takes a university's or a government's address for the company's site", () => {
    const { slides } = readSlides(['Tidewell', 'Team\nAna Ruiz, CTO\nana.ruiz@cs.duke.edu\nSource: www.census.gov']);
    expect(findWebsite(slides).source.status).toBe('not_found');
  });

  it('says not specified when the deck has no web address', () => {
    const { slides } = readSlides(['Tidewell', 'Problem\nPorts lose berths to no-shows']);
    expect(findWebsite(slides).source.status).toBe('not_found');
  });
});

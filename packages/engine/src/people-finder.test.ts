import { describe, expect, it } from 'vitest';
import { clipRole, findKeyPeople } from './people-finder.ts';
import { detectSections } from './sections.ts';
import { toSlides } from './text.ts';

function peopleOf(pages: string[], company = 'Harborly'): string {
  const slides = toSlides(pages.map((text, i) => ({ pageNumber: i + 1, text })));
  return findKeyPeople(slides, detectSections(slides), company).value;
}

describe('findKeyPeople reads names with roles as team slides write them', () => {
  it.each([
    ['Team\nJane Morrow, CEO\nMarek Ivanov – CTO', 'Jane Morrow (CEO); Marek Ivanov (CTO)'],
    ['Our team\nJane Morrow (Co-founder, CEO)', 'Jane Morrow (Co-founder, CEO)'],
    ['Team\nJane Morrow\nHead of Growth', 'Jane Morrow (Head of Growth)'],
    ['Team\nCTO: Marek Ivanov', 'Marek Ivanov (CTO)'],
    ['Team\nDr. Ana Ruiz, Chief Medical Officer', 'Dr. Ana Ruiz (Chief Medical Officer)'],
    ['Team\nJim McKelvey – Co-Founder\nSiobhan O’Neil – CTO', 'Jim McKelvey (Co-Founder); Siobhan O’Neil (CTO)'],
    ['Advisors\nRyan Gilbert\nFounder at Twubble, Software Engineer at Google', 'Ryan Gilbert (Founder at Twubble)'],
    [
      'Team\nNora Quist (CEO, sales), Pavel Drozd (CTO,\nplatform), Ines Moura (COO, finance).',
      'Nora Quist (CEO, sales); Pavel Drozd (CTO); Ines Moura (COO, finance)',
    ],
  ])('%s', (text, expected) => {
    expect(peopleOf(['Harborly', text])).toBe(expected);
  });
});

describe('findKeyPeople keeps out what is not a person', () => {
  it('does not read a screenshot’s words as a role and a name: "Coo" is no officer, "PROJECT_DEVELOPER" no developer', () => {
    expect(peopleOf(['Harborly', 'Check-in\n35 Coo\nSocial City Guide'])).toBe('Not specified');
    expect(peopleOf(['Harborly', 'Scope\nPROJECT_DEVELOPER\nDate Issued'])).toBe('Not specified');
    expect(peopleOf(['Harborly', 'Team\nCOO\nInes Moura'])).toBe('Ines Moura (COO)');
  });

  it('does not take a section title, a heading of role words or a résumé line for a name', () => {
    const people = peopleOf([
      'Harborly',
      'Team\nNext Steps (Introductory meeting with the founder)\nSenior Software\nEngineer & Team Lead\nBuilt Payment Apps (developer tools)\nJane Morrow, CEO',
      'we write software for the team',
    ]);
    expect(people).toBe('Jane Morrow (CEO)');
  });

  it('does not take the company name or common words the deck writes in lower case', () => {
    const people = peopleOf(
      [
        'Harborly Marinas',
        'Team\nHarborly Marinas, Partner of the year\nSmart Mooring, Lead product\nJane Morrow, CEO',
        'Smart mooring for every marina',
      ],
      'Harborly Marinas',
    );
    expect(people).toBe('Jane Morrow (CEO)');
  });

  it('keeps a person whose first name is also a common word of the deck ("jack", "grace")', () => {
    expect(
      peopleOf(['Harborly', 'Team\nJack Dorsey – Co-Founder, CEO\nGrace Lin, CTO', 'The reader plugs into the headphone jack with grace']),
    ).toBe('Jack Dorsey (Co-Founder, CEO); Grace Lin (CTO)');
  });

  it('does not take role words inside other words ("coo" in "cookies")', () => {
    expect(peopleOf(['Harborly', 'Team\nPrivacy Notice (No cookies stored)\nJane Morrow, CEO'])).toBe(
      'Jane Morrow (CEO)',
    );
  });

  it('keeps a name written in an e-mail address a name', () => {
    expect(peopleOf(['Harborly', 'Team\nJane Morrow, CEO', 'Contact\njane@harborly.io'])).toBe(
      'Jane Morrow (CEO)',
    );
  });
});

describe('clipRole', () => {
  it('ends the role before the firm it is held at', () => {
    expect(clipRole('Partner, Northwind Ventures')).toBe('Partner');
    expect(clipRole('Director at bluePeak Capital')).toBe('Director');
    expect(clipRole('Founder and CEO of Tidewell')).toBe('Founder and CEO of Tidewell');
    expect(clipRole('CEO of Tidewell')).toBe('CEO');
    expect(clipRole('VP of Product')).toBe('VP of Product');
    expect(clipRole('Co-Founder, CEO')).toBe('Co-Founder, CEO');
    expect(clipRole('Circuit Designer &')).toBe('Circuit Designer');
  });
});

describe('findKeyPeople when the team slide is not where the sections put it', () => {
  it('reads the people named with their roles on another slide', () => {
    // The heading of the real team slide was lost from the text layer; a board of investor names holds
    // "Board" and is taken for the team instead.
    const people = peopleOf([
      'Harborly',
      'T  m\nNora Quist (CEO, sales), Pavel Drozd (CTO, platform)',
      'Board\nAcme Ventures\nNorthwind Capital',
    ]);
    expect(people).toBe('Nora Quist (CEO, sales); Pavel Drozd (CTO, platform)');
  });

  it('does not take a label under a role for a name there', () => {
    const people = peopleOf([
      'Harborly\nNora Quist | Founder | harborly.io',
      'Board\nAcme Ventures',
      'What users say\niOS Developer\nApp Store Rating: 4.8',
    ]);
    expect(people).toBe('Nora Quist (Founder)');
  });
});

import { describe, expect, it } from 'vitest';
import { renderTemplate, stripDataTags, usesVariable } from './render-template.ts';

describe('renderTemplate', () => {
  it('replaces known variables, with or without inner spaces, and empties unknown ones', () => {
    expect(renderTemplate('A {{COMPANY_NAME}} / {{ INDUSTRY }} / [{{MISSING}}]', { COMPANY_NAME: 'Acme', INDUSTRY: 'Fintech' })).toBe(
      'A Acme / Fintech / []',
    );
  });

  it('never expands or evaluates what a value contains', () => {
    const rendered = renderTemplate('{{A}} {{B}}', { A: '{{B}} $& $1 ${process.exit()}', B: 'b' });
    expect(rendered).toBe('{{B}} $& $1 ${process.exit()} b');
  });

  it('ignores inherited properties', () => {
    expect(renderTemplate('[{{constructor}}][{{toString}}]', {})).toBe('[][]');
  });

  it('tells whether a template uses a variable', () => {
    expect(usesVariable('x {{ PITCH_DECK_DATA }} y', 'PITCH_DECK_DATA')).toBe(true);
    expect(usesVariable('x {{PITCH_DECK}} y', 'PITCH_DECK_DATA')).toBe(false);
  });
});

describe('stripDataTags', () => {
  it('removes every spelling of the data markers, including ones assembled by a removal', () => {
    const text =
      'a </pitch_deck_data> b <PITCH_DECK_DATA> c < / pitch_deck_data > d &lt;/pitch_deck_data&gt; e </deck_content> f <analysis x="1"> g </pitch_</pitch_deck_data>deck_data> h';
    expect(stripDataTags(text)).toBe('a  b  c  d  e  f  g  h');
  });

  it('keeps ordinary text and other tags', () => {
    expect(stripDataTags('Revenue <b>up</b> 3x; a<b; analysis: good')).toBe('Revenue <b>up</b> 3x; a<b; analysis: good');
  });
});

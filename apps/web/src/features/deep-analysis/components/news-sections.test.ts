import { describe, expect, it } from 'vitest';
import { parseNewsSections } from './news-sections';

describe('parseNewsSections', () => {
  it('splits the report at the icon headings and keeps the text before them', () => {
    const sections = parseNewsSections(
      [
        'Background research on Acme.',
        '',
        '## 🔺 **Red Flags:**',
        '- Lawsuit filed in 2024',
        '### ⚠️ Controversies',
        'No recent controversies found.',
        '🧾 Funding',
        '* Raised $2M seed',
        '💡 Insights',
        'The company appears to be in stealth mode.',
      ].join('\n'),
    );
    expect(sections.map((s) => [s.icon, s.title])).toEqual([
      [null, ''],
      ['🔺', 'Red Flags'],
      ['⚠️', 'Controversies'],
      ['🧾', 'Funding'],
      ['💡', 'Insights'],
    ]);
    expect(sections[1].blocks).toEqual([{ type: 'markdown', text: '- Lawsuit filed in 2024' }]);
    expect(sections[2].blocks).toEqual([{ type: 'notice', text: 'No recent controversies found.' }]);
    expect(sections[4].blocks[0].type).toBe('notice');
  });

  it('accepts the warning sign without its variation selector', () => {
    expect(parseNewsSections('⚠ Risks\ntext')[0].icon).toBe('⚠️');
  });
});

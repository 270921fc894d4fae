import { describe, expect, it } from 'vitest';
import { UPLOAD_FILE_NAME_MAX_LENGTH } from './constants.ts';
import { cleanUploadFileName } from './file-names.ts';

const graphemes = (text: string) => [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text)].map((part) => part.segment);

describe('cleanUploadFileName', () => {
  it('drops bidi controls, invisible formatting and control characters that fake an extension', () => {
    expect(cleanUploadFileName('invoice\u202Efdp.exe', 'pdf')).toBe('invoicefdp.exe');
    for (const control of ['\u202A', '\u202B', '\u202C', '\u202D', '\u2066', '\u2067', '\u2068', '\u2069', '\u200E', '\u200F', '\u061C']) {
      expect(cleanUploadFileName(`deck${control}.pdf`, 'pdf'), JSON.stringify(control)).toBe('deck.pdf');
    }
    expect(cleanUploadFileName('de\u200Bck\uFEFF\u00AD\u2060\u200D.pdf', 'pdf')).toBe('deck.pdf');
    expect(cleanUploadFileName('line\u2028break\u0085\u0007.pdf', 'pdf')).toBe('linebreak.pdf');
    expect(cleanUploadFileName('lone\uD800.pdf', 'pdf')).toBe('lone.pdf');
  });

  it('keeps ordinary names in any script', () => {
    expect(cleanUploadFileName('Zespół – Проблема 🚀.pptx', 'pptx')).toBe('Zespół – Проблема 🚀.pptx');
    expect(cleanUploadFileName('  \u202E\u200B ', 'pdf')).toBe('deck.pdf');
  });

  it('replaces path separators instead of keeping only the last segment', () => {
    expect(cleanUploadFileName('Q3/Q4 plan.pdf', 'pdf')).toBe('Q3-Q4 plan.pdf');
    expect(cleanUploadFileName('decks\\2025\\acme.pptx', 'pptx')).toBe('decks-2025-acme.pptx');
    // No segment that names a folder above survives, and the name never starts like a path.
    expect(cleanUploadFileName('../../etc/passwd', 'pdf')).toBe('etc-passwd');
    expect(cleanUploadFileName('/tmp/deck.pdf', 'pdf')).toBe('tmp-deck.pdf');
    expect(cleanUploadFileName('C:\\Users\\ana\\deck.pdf', 'pdf')).toBe('C-Users-ana-deck.pdf');
  });

  it('cuts a long name on a grapheme boundary and keeps its extension', () => {
    // 99 letters then emoji: UTF-16 slicing at the limit would split a surrogate pair.
    const name = `${'a'.repeat(UPLOAD_FILE_NAME_MAX_LENGTH - 1)}${'🚀'.repeat(20)}.pdf`;
    const cleaned = cleanUploadFileName(name, 'pdf');
    expect(cleaned.length).toBeLessThanOrEqual(UPLOAD_FILE_NAME_MAX_LENGTH);
    expect(cleaned.endsWith('.pdf')).toBe(true);
    expect(cleaned).not.toContain('\uFFFD');
    expect(() => encodeURIComponent(cleaned)).not.toThrow(); // it throws on a lone surrogate
    expect(cleaned.startsWith('a'.repeat(UPLOAD_FILE_NAME_MAX_LENGTH - 10))).toBe(true);
  });

  it('never splits a grapheme of several code points (a family emoji, a flag, a letter with accents)', () => {
    for (const cluster of ['👨‍👩‍👧‍👦', '🇫🇮', 'é\u0301\u0302']) {
      const name = `${cluster.repeat(UPLOAD_FILE_NAME_MAX_LENGTH)}.pptx`;
      const cleaned = cleanUploadFileName(name, 'pptx');
      expect(cleaned.length).toBeLessThanOrEqual(UPLOAD_FILE_NAME_MAX_LENGTH);
      expect(cleaned.endsWith('.pptx')).toBe(true);
      const stem = cleaned.slice(0, -'.pptx'.length);
      expect(graphemes(stem).every((part) => part === cluster.normalize('NFC')), cluster).toBe(true);
    }
  });

  it('leaves a name within the limit as it is, and keeps a name without an extension whole up to the limit', () => {
    const exact = `${'b'.repeat(UPLOAD_FILE_NAME_MAX_LENGTH - 4)}.pdf`;
    expect(cleanUploadFileName(exact, 'pdf')).toBe(exact);
    expect(cleanUploadFileName('x'.repeat(500), 'pdf')).toBe('x'.repeat(UPLOAD_FILE_NAME_MAX_LENGTH));
  });
});

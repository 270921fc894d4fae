/**
 * The uploader's file name: a last resort for the company name (spec pitch-deck-handling §5.3) and a
 * weak agreement signal, never evidence on its own.
 */

const FILE_NOISE = new Set([
  'pitch',
  'deck',
  'presentation',
  'investor',
  'investors',
  'final',
  'draft',
  'v1',
  'v2',
  'v3',
  'copy',
  'new',
  'full',
  'team',
  'slides',
  'slide',
  'keynote',
  'the',
  'of',
  'and',
  'seed',
  'preseed',
  'series',
  'a',
  'b',
  'round',
  'image',
  'only',
  'pdf',
  'ppt',
  'pptx',
  'redesigned',
  'reproduction',
  'original',
  'version',
  'updated',
  'public',
  'confidential',
  'pl',
  'en',
  'de',
  'ru',
  'stub',
  'sample',
  'template',
  // The same words in the languages decks arrive in.
  'prezentacja',
  'inwestorska',
  'inwestor',
  'präsentation',
  'praesentation',
  'investoren',
  'presentacion',
  'presentación',
  'inversores',
  'apresentação',
  'apresentacao',
  'investidores',
  'présentation',
  'presentazione',
  'investitori',
  'презентация',
  'питч',
  'дек',
]);

export function capitalise(s: string): string {
  return s.replace(/(^|\s)(\p{L})/gu, (_, sp: string, c: string) => sp + c.toUpperCase());
}

/** File-name words minus extension and noise ("Acme_pitch_deck_v2.pdf" → ["Acme"]). */
const GLUED_NOISE =
  /(?:pitch|deck|presentation|slides?|investor)(?=[a-z\d]*$)|(?<=[a-z])(?:pitch|deck|presentation|slides?)/gi;

export function fileNameTokens(fileName: string): string[] {
  const base = fileName.replace(/^.*[\\/]/, '').replace(/\.[a-z0-9]{2,5}$/i, '');
  return (
    base
      .split(/[_\-\s.]+/)
      // "PitchDeck", "tinderpitchdeck", "AcmeDeck": the words run together are noise all the same.
      .map((t) => t.replace(GLUED_NOISE, ''))
      .filter(
        (t) =>
          t.length > 0 &&
          !FILE_NOISE.has(t.toLowerCase()) &&
          !/^v?\d+$/i.test(t) &&
          // What is left of a site's slug ("icslidedeck1" → "ic1") is no name.
          (t.match(/\p{L}/gu) ?? []).length >= 3,
      )
  );
}

/** Spec pitch-deck-handling §5.3: the file name without the words pitch, deck and presentation. */
export function nameFromFileName(fileName: string): string | null {
  const tokens = fileNameTokens(fileName);
  if (tokens.length === 0) return null;
  return tokens
    .slice(0, 3)
    .map((t) => (t === t.toLowerCase() ? capitalise(t) : t))
    .join(' ');
}

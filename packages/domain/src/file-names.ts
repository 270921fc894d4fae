import { UPLOAD_FILE_NAME_MAX_LENGTH } from './constants.ts';

/**
 * Control and invisible formatting characters, and those a file system or a shell reads specially. A
 * right-to-left override (U+202E) makes `deck\u202Efdp.exe` display as `deckexe.pdf`, a fake extension;
 * the other bidi controls, zero-width characters and lone surrogates hide or garble text the same way.
 */
const UNWANTED = /(?!\u200D)[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}"<>|:*?]/gu;
/** A zero-width joiner is kept only where it joins two pictographs into one emoji (👨‍👩‍👧). */
const STRAY_JOINER = /(?<!\p{Extended_Pictographic}\uFE0F?)\u200D|\u200D(?!\p{Extended_Pictographic})/gu;
const PATH_SEPARATORS = /[/\\]+/;
/** Path segments that name a folder, not a file: they say nothing about the deck. */
const FOLDER_REFERENCES = new Set(['', '.', '..']);
const PATH_SEPARATOR_REPLACEMENT = '-';
/** What is taken for an extension: a short run of letters and digits after the last dot. */
const EXTENSION = /\.[\p{L}\p{N}]{1,10}$/u;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * The name an uploaded file is kept under, for display and downloads (storage keys never use it). A
 * path keeps its folders as part of the name (`Q3/plan.pdf` → `Q3-plan.pdf`); a name over the limit is
 * cut between graphemes, never inside an emoji or a letter with its accents, and keeps its extension.
 */
export function cleanUploadFileName(name: string, fileType: string): string {
  const cleaned = (name || '')
    .normalize('NFC')
    .split(PATH_SEPARATORS)
    .map((segment) => segment.replace(UNWANTED, '').replace(STRAY_JOINER, '').trim())
    .filter((segment) => !FOLDER_REFERENCES.has(segment))
    .join(PATH_SEPARATOR_REPLACEMENT)
    .trim();
  if (!cleaned) return `deck.${fileType}`;
  return cutKeepingExtension(cleaned, UPLOAD_FILE_NAME_MAX_LENGTH);
}

/** At most `maxLength` UTF-16 code units, cut on a grapheme boundary before the extension. */
function cutKeepingExtension(name: string, maxLength: number): string {
  if (name.length <= maxLength) return name;
  const extension = EXTENSION.exec(name)?.[0] ?? '';
  const stem = name.slice(0, name.length - extension.length);
  let kept = '';
  for (const { segment } of graphemes.segment(stem)) {
    if (kept.length + segment.length + extension.length > maxLength) break;
    kept += segment;
  }
  return `${kept.trimEnd()}${extension}`;
}

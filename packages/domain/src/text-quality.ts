/**
 * Broken font encodings produce strings such as "9ffbiffdjn`k_cfZXcj#iXk_\ik_Xe". Real words in any
 * Latin or Cyrillic script have vowels and few symbols in the middle of words.
 */
export function isGibberish(line: string): boolean {
  const letters = line.match(/\p{L}/gu) ?? [];
  if (line.length < 12 || letters.length === 0) return false;
  const symbols = line.match(/[`\\^_#{}~<>]/g) ?? [];
  const words = line.split(/\s+/);
  // A long company name makes a long web or e-mail address: "hello@northwindroboticslabs.com" is readable.
  const longWords = words.filter(
    (w) => w.length > 25 && !/^(https?:|www\.)|^[\w.+-]+@[\w-]+(\.[\w-]+)+$/i.test(w),
  ).length;
  const vowels = line.match(/[aeiouyąęóаеиоуыэюяё]/giu) ?? [];
  const vowelRatio = vowels.length / letters.length;
  if (symbols.length / line.length > 0.06) return true;
  if (longWords > 0 && words.length <= 3) return true;
  if (letters.length > 15 && (vowelRatio < 0.18 || vowelRatio > 0.75)) return true;
  return false;
}

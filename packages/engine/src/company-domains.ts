/**
 * The deck's own web domains and e-mail domains: evidence for the company name and its website.
 */
import { parse as parseHostname } from 'tldts';
import type { Slide } from './text.ts';

/** Domains that are never the deck's own company (mail hosts, social networks, sources). */
const GENERIC_DOMAINS = new Set([
  'gmail',
  'googlemail',
  'yahoo',
  'hotmail',
  'outlook',
  'live',
  'icloud',
  'aol',
  'protonmail',
  'mail',
  'google',
  'linkedin',
  'facebook',
  'fb',
  'twitter',
  'x',
  'instagram',
  'youtube',
  'youtu',
  'tiktok',
  'medium',
  'github',
  'gitlab',
  'apple',
  'microsoft',
  'amazon',
  'wikipedia',
  'crunchbase',
  'techcrunch',
  'forbes',
  'statista',
  'bit',
  't',
  'docs',
  'drive',
  'dropboxusercontent',
  'slideshare',
  'canva',
  'wix',
  'wordpress',
  'notion',
  'calendly',
  'zoom',
  'whatsapp',
  'telegram',
  't.me',
  'discord',
  'reddit',
  'bloomberg',
  'reuters',
  'wsj',
  'nytimes',
  'gartner',
  'mckinsey',
  'pwc',
  'deloitte',
  'example',
  'company',
  'inc',
  'wired',
  'bbc',
  'cnn',
  'businessinsider',
  'theverge',
  'venturebeat',
  'cnbc',
  'ft',
  'economist',
  'polarismarketresearch',
  'grandviewresearch',
  'marketsandmarkets',
  'researchandmarkets',
  'fortunebusinessinsights',
  'yourcompany',
  'domain',
  'website',
  'pitchdeckcoach',
  'slidebean',
]);

const INSTITUTIONAL_SUFFIX = /(^|\.)(edu|gov|mil|int|ac|sch)(\.|$)/;

/** Words sites add around a brand: getdropbox.com, intercomapp.com, acmehq.com. */
export const DOMAIN_AFFIXES =
  /^(get|try|use|join|go|my|the|hello|meet)|(app|hq|inc|labs|official|online|team|io|ai|corp|group)$/g;
const DOMAIN_RE = /(?:https?:\/\/)?(?:www\.)?((?:[a-z0-9][a-z0-9-]*\.)+)([a-z]{2,12})(\/[^\s]*)?/gi;
const EMAIL_RE = /[\w.+-]+@((?:[a-z0-9-]+\.)+)([a-z]{2,12})\b/gi;
const TLDS = new Set([
  'com',
  'io',
  'ai',
  'co',
  'app',
  'net',
  'org',
  'fit',
  'network',
  'tech',
  'xyz',
  'dev',
  'me',
  'so',
  'gg',
  'finance',
  'money',
  'health',
  'eu',
  'uk',
  'de',
  'fr',
  'pl',
  'es',
  'it',
  'nl',
  'se',
  'fi',
  'ee',
  'lt',
  'lv',
  'ch',
  'at',
  'be',
  'ke',
  'ng',
  'in',
  'ca',
  'us',
  'au',
  'nz',
  'sg',
  'hk',
  'jp',
  'cn',
  'br',
  'mx',
  'za',
  'vc',
  'biz',
  'info',
  // Not 'inc': a bare "Acme.inc" is the legal form typed without a space (a table of listed companies);
  // written as an address (www., http, an e-mail) it still counts.
  'cloud',
  'software',
  'studio',
  'world',
  'global',
  'systems',
  'ventures',
  'fund',
  'capital',
  'ly',
  'to',
  'tv',
  'fm',
  'pro',
  'one',
  'site',
  'online',
  'store',
  'shop',
  'is',
  'cc',
  'ws',
  'la',
  'id',
  'ph',
  'my',
  'th',
  'vn',
  'ru',
  'ua',
  'cz',
  'sk',
  'hu',
  'ro',
  'bg',
  'gr',
  'pt',
  'ie',
  'dk',
  'no',
  'il',
  'ae',
  'tr',
  'eg',
  'gh',
  'ug',
  'tz',
  'rw',
]);

export interface DeckDomain {
  domain: string;
  label: string;
  slides: number[];
}

/** The deck's own domains (from URLs and e-mails), most frequent first; source links with paths excluded. */
export function findDeckDomains(slides: Slide[]): DeckDomain[] {
  const byDomain = new Map<string, { label: string; slides: Set<number>; weight: number }>();
  /**
   * `written` says the text marks it as an address (www., http, an e-mail): then any suffix of the
   * Public Suffix List counts (".africa", ".co.ke", ".studio"); a bare "word.word" needs a suffix of our
   * short list, or "file.name" and "node.js"-like words would be taken for sites.
   */
  const add = (host: string, tld: string, slide: number, weight: number, written: boolean) => {
    // Private suffixes too: a site on "pixel-africa.vercel.app" is pixel-africa's, not Vercel's.
    const parsed = parseHostname(`${host.toLowerCase()}${tld.toLowerCase()}`, { allowPrivateDomains: true });
    const label = parsed.domainWithoutSuffix;
    if (!(parsed.isIcann || parsed.isPrivate) || !parsed.domain || !parsed.publicSuffix || !label) return;
    if (!written && !TLDS.has(parsed.publicSuffix.split('.').pop()!)) return;
    // A university's or a government's address is a person's or a source's, never the company's site.
    if (INSTITUTIONAL_SUFFIX.test(parsed.publicSuffix)) return;
    if (GENERIC_DOMAINS.has(label) || label.length < 2) return;
    const domain = parsed.domain;
    const entry = byDomain.get(domain) ?? { label, slides: new Set<number>(), weight: 0 };
    entry.slides.add(slide);
    entry.weight += weight;
    byDomain.set(domain, entry);
  };
  for (const slide of slides) {
    const text = slide.lines.join('\n');
    for (const m of text.matchAll(EMAIL_RE)) add(m[1], m[2], slide.n, 2, true);
    for (const m of text.matchAll(DOMAIN_RE)) {
      const before = text[m.index - 1];
      if (before === '@' || /[\w-]/.test(before ?? '')) continue;
      // A long path is a cited source, not the company's site.
      if (m[3] && m[3].length > 12) continue;
      // "e.g" / "i.e" / "vs.com" style accidents: require either www/http or a known TLD with a word label.
      if (!/^(https?:|www\.)/i.test(m[0]) && !/^[a-z0-9-]{3,}\.$/i.test(m[1])) continue;
      // A bare domain inside prose ("CEO at example.com, one of ...") is someone else's site.
      const line = text.slice(
        text.lastIndexOf('\n', m.index) + 1,
        text.indexOf('\n', m.index) === -1 ? undefined : text.indexOf('\n', m.index),
      );
      if (!/^(https?:|www\.)/i.test(m[0]) && line.split(/\s+/).length > 8) continue;
      add(m[1], m[2], slide.n, 1, /^(https?:|www\.)/i.test(m[0]));
    }
  }
  return [...byDomain.entries()]
    .map(([domain, v]) => ({
      domain,
      label: v.label,
      slides: [...v.slides].sort((a, b) => a - b),
      weight: v.weight * v.slides.size,
    }))
    .sort((a, b) => b.weight - a.weight)
    .map(({ domain, label, slides: s }) => ({ domain, label, slides: s }));
}

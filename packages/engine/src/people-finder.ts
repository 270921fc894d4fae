/**
 * The key-people finder: people's names with their roles ("Jane Doe (CEO)"), as team slides write them —
 * "Name, Role", "Name – Role", "Name (Role)", a name on one line and its role on the next, or "Role: Name".
 * A name is two or three capitalised words that are not the deck's common words, role words or the
 * company's own name; a role ends before the firm it is held at ("Partner at Acme Capital" → "Partner").
 */
import { normalizeName } from './company.ts';
import { NOT_FOUND, NOT_SPECIFIED, stated, type Found } from './found.ts';
import type { Sections } from './sections.ts';
import { lowerCaseWords, type Slide } from './text.ts';

/** Case-insensitive source for one pattern inside a case-sensitive regex (names need \p{Lu} to mean upper case). */
function ci(source: string): string {
  let out = '';
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') {
      out += c + (source[i + 1] ?? '');
      i++;
    } else if (inClass || !/[a-z]/.test(c)) {
      if (c === '[') inClass = true;
      if (c === ']') inClass = false;
      out += c;
    } else out += `[${c}${c.toUpperCase()}]`;
  }
  return out;
}
// Whole words only: "coo" is not in "cookies", "cto" not in "director", nor a role in an identifier
// ("PROJECT_DEVELOPER" in a screenshot). An officer's initials are capitals: "Coo" is a word read off a picture.
const ROLE = `(?<![\\p{L}_])(?:C[EOTFMPSG]O|${ci(
  String.raw`co[\s-]?founder|founder|chief [a-zA-Z]+ officer|president|vp(?: of)? [a-zA-Z]+|head of [a-zA-Z]+|director|managing partner|partner|lead [a-zA-Z]+|[a-zA-Z]+ lead|engineer|developer|designer|advisor|adviser|advisory board|advisory|chairman|board member|product manager|scientist|researcher`,
)})(?![\\p{L}_])`;
/** One word of a name: "Dorsey", and the inner capital of "McKelvey", "DeVito", "O'Neil", "MacArthur". */
const NAME_WORD = String.raw`[\p{Lu}](?:[\p{Ll}]{0,2}['’]?[\p{Lu}])?[\p{Ll}'’-]+`;
const NAME = String.raw`((?:Dr\.?[ \t]+|Prof\.?[ \t]+)?${NAME_WORD}(?:[ \t]+[\p{Lu}]\.)?(?:[ \t]+${NAME_WORD}){1,2})`;
const NAME_THEN_ROLE = new RegExp(
  `(?<=^|\\n|[|;•·●][ \\t]{0,3}|\\),[ \\t]{0,3})${NAME}[ \\t]*(?:,|\\(|[-–—|:]|\\n)[ \\t]*((?:[\\p{L}&/ ,]{0,25})?${ROLE}[\\p{L}&/ ,-]{0,30})`,
  'gu',
);
const ROLE_THEN_NAME = new RegExp(`(${ROLE})[ \\t]*(?:[:,–—-]|\\n)[ \\t]*${NAME}(?![\\p{L}])`, 'gu');
const NOT_A_PERSON =
  /\b(market|problem|solution|team|business|product|revenue|customer|the|our|and|company|platform|pitch|deck|investment|series|round|seed|traction|competition|financial|plan|model|united|states|san|new|south|north|next|steps?|meeting|contact|thank|thanks)\b/i;
/** Words of job titles: a "name" made of them is a title ("Senior Software", "Former Director"). */
const ROLE_WORD =
  /^(senior|junior|former|lead|head|chief|director|manager|engineer|engineering|developer|designer|advisor|adviser|advisory|partner|software|hardware|product|marketing|sales|business|technical|technology|operations|founder|co-founder|officer|board|member|vice|president|chairman|executive|managing|general|legal|finance|financial|research|scientist|strategy|growth|community|creative|art|design|data|team|ceo|cto|coo|cfo|cmo)$/i;

export interface PeopleFound extends Found {
  count: number;
}

export function findKeyPeople(slides: Slide[], sections: Sections, company = ''): PeopleFound {
  // Words the deck writes in lower case are common words, not names ("Chat Bot", "Personal Impact").
  const lowerWords = lowerCaseWords(slides);
  const companyKey = normalizeName(company);
  const isName = (name: string) => {
    if (NOT_A_PERSON.test(name)) return false;
    const words = name
      .replace(/^(Dr|Prof)\.?\s+/, '')
      .split(' ')
      .filter((w) => !/^\p{Lu}\.$/u.test(w));
    if (words.some((w) => ROLE_WORD.test(w))) return false;
    // "Created Facebook Apps", "Managing Growth": a résumé line's verb, not a first name.
    if (/^\p{Lu}\p{Ll}{3,}(?:(?<!fr)ed|ing)$/u.test(words[0] ?? '')) return false;
    if (
      /^(built|made|ran|led|sold|grew|won|took|brought|spent|wrote|taught|held|set|began)$/i.test(
        words[0] ?? '',
      )
    )
      return false;
    // "Chat Bot", "Smart Mooring": a surname the deck also writes in lower case is a common word. A first
    // name may be one ("Jack", "Will", "Grace"): on its own it does not make a name a phrase.
    const common = words.map((w) => lowerWords.has(w.toLowerCase()));
    if (common[common.length - 1] || common.every(Boolean)) return false;
    const key = normalizeName(name);
    return !(companyKey.length >= 3 && (key.includes(companyKey) || companyKey.includes(key)));
  };
  const people = new Map<string, { role: string; slide: number }>();
  const add = (rawName: string, rawRole: string, slide: number) => {
    const name = rawName.replace(/\s+/g, ' ').trim();
    const role = clipRole(rawRole);
    if (!isName(name) || !role || people.has(name)) return;
    people.set(name, { role, slide });
  };
  const readPeople = (from: Slide[], { roleFirstToo }: { roleFirstToo: boolean }) => {
    for (const slide of from) {
      const text = slide.lines.join('\n');
      for (const m of text.matchAll(NAME_THEN_ROLE)) add(m[1], m[2], slide.n);
      if (roleFirstToo) for (const m of text.matchAll(ROLE_THEN_NAME)) add(m[2], m[1], slide.n);
    }
  };
  const teamSlides = sections.team.length > 0 ? slides.filter((s) => sections.team.includes(s.n)) : slides;
  readPeople(teamSlides, { roleFirstToo: true });
  // The slide taken for the team may be another (a heading the text layer lost, a board of logos):
  // people written as "Name (Role)" elsewhere are still the deck's people. A role above a capitalised
  // line is too loose a sign outside a team slide ("iOS Developer\nApp Store Rating").
  if (people.size === 0 && teamSlides.length < slides.length)
    readPeople(slides.filter((s) => !teamSlides.includes(s)), { roleFirstToo: false });
  if (people.size === 0) return { value: NOT_SPECIFIED, source: NOT_FOUND, count: 0 };
  const list = [...people.entries()].slice(0, 8);
  return {
    value: list.map(([name, p]) => `${name} (${p.role})`).join('; '),
    source: stated(list.map(([, p]) => p.slide)),
    count: people.size,
  };
}

/**
 * The role alone: up to the end of its line, without the firm it is held at ("Partner, Acme Capital",
 * "Founder at Acme") or a dangling joiner ("Circuit Designer &").
 */
export function clipRole(raw: string): string {
  const line = raw
    .split(/[\n;]/)[0]
    .replace(/\s+/g, ' ')
    // A founder "at" a firm founded that firm, which may not be this company: the firm stays ("Founder
    // at Twubble"), so that founders are the people the deck calls founders of its own company.
    .replace(/\s+(?:at|@)\s+([\p{L}\d].*)$/u, (_, firm: string, offset: number, whole: string) =>
      /found/i.test(whole.slice(0, offset)) ? ` at ${firm.split(/\s*[,(]/)[0].trim()}` : '',
    )
    // "CEO of Acme": the company is not part of the role, except a founder's (as "at" above); "VP of
    // Product" keeps its field.
    .replace(/(?<=\b(?:founder|ceo|cto|coo|cfo|cmo|cpo|partner))\s+of\s+(\p{Lu}.*)$/iu, (_, firm: string, offset: number, whole: string) =>
      /found/i.test(whole.slice(0, offset)) ? ` of ${firm.split(/\s*[,(]/)[0].trim()}` : '',
    );
  // "Co-Founder, CEO" keeps both parts; "Partner, Acme Capital" ends before the firm.
  const parts: string[] = [];
  for (const part of line.split(',')) {
    const p = part.trim();
    if (parts.length > 0 && /^\p{Lu}/u.test(p) && !ROLE_ANYWHERE.test(p)) break;
    parts.push(p);
  }
  let role = parts
    .join(', ')
    .replace(/[\s,(&/–—-]+$/u, '')
    .trim();
  if (role.length > 40) role = `${role.slice(0, 40).replace(/[\s,]+\S*$/, '')}…`;
  return role;
}

const ROLE_ANYWHERE = new RegExp(ROLE, 'u');

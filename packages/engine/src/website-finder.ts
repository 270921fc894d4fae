/**
 * The website finder: the deck's own web domain, the one its addresses, e-mails and footers use most
 * (company-domains.ts ranks them), cited with up to three slides.
 */
import { findDeckDomains } from './company.ts';
import { NOT_FOUND, NOT_SPECIFIED, stated, type Found } from './found.ts';
import type { Slide } from './text.ts';

export function findWebsite(slides: Slide[]): Found {
  const domains = findDeckDomains(slides);
  if (domains.length === 0) return { value: NOT_SPECIFIED, source: NOT_FOUND };
  return { value: domains[0].domain, source: stated(domains[0].slides.slice(0, 3)) };
}

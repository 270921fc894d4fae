import { detectSections, type Sections } from './sections.ts';
import { toSlides, type Slide } from './text.ts';

/** Slides and sections of a deck written as one string per slide, for the finders' example tables. */
export function readSlides(pages: string[]): { slides: Slide[]; sections: Sections } {
  const slides = toSlides(pages.map((text, i) => ({ pageNumber: i + 1, text })));
  return { slides, sections: detectSections(slides) };
}

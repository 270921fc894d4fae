import { XMLParser } from 'fast-xml-parser';

/**
 * A small ordered XML tree for OOXML parts. Document order matters in slides (paragraph and run order),
 * which is why the parser runs in preserveOrder mode; this module turns its raw output into plain nodes.
 */
export interface XmlNode {
  name: string;
  attributes: Record<string, string>;
  children: XmlNode[];
  /** Text content of a '#text' node; '' for elements. */
  text: string;
}

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  // Leading and trailing spaces inside <a:t> runs are real spaces between words.
  trimValues: false,
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: true,
  htmlEntities: false,
});

export class InvalidXmlError extends Error {
  override name = 'InvalidXmlError';
}

type RawNode = Record<string, unknown> & { ':@'?: Record<string, string> };

/**
 * Elements one part may hold. A dense real slide has a few thousand; a tree of millions of elements
 * (a flood of `<a:r/>` from a few KB of zip) would take gigabytes to build.
 */
export const MAX_XML_ELEMENTS_PER_PART = 200_000;
/** Elements all the parts of one document may hold together. */
export const MAX_XML_ELEMENTS_PER_DOCUMENT = 2_000_000;

/** Elements a document may still parse; every part parsed spends from it. */
export class XmlElementBudget {
  constructor(private remaining = MAX_XML_ELEMENTS_PER_DOCUMENT) {}

  spend(elements: number) {
    this.remaining -= elements;
    if (this.remaining < 0) throw new InvalidXmlError('the document holds too many XML elements');
  }
}

/** Parses one XML part, refusing (before building anything) a part with more elements than a budget allows. */
export function parseXml(xml: string, budget: XmlElementBudget = new XmlElementBudget()): XmlNode {
  // OOXML never declares a DTD; one in an upload can only be an entity-expansion attack.
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw new InvalidXmlError('DTDs are not allowed');
  const elements = countTags(xml);
  if (elements > MAX_XML_ELEMENTS_PER_PART) throw new InvalidXmlError(`a part holds ${elements}+ XML elements`);
  budget.spend(elements);
  try {
    const raw = parser.parse(xml) as RawNode[];
    return { name: '#document', attributes: {}, children: raw.map(toNode), text: '' };
  } catch (error) {
    // Includes the RangeError of absurdly deep nesting.
    throw new InvalidXmlError(String(error));
  }
}

/** Count of '<' (an upper bound on elements), stopping once past the per-part limit. */
function countTags(xml: string): number {
  let count = 0;
  for (let at = xml.indexOf('<'); at !== -1 && count <= MAX_XML_ELEMENTS_PER_PART; at = xml.indexOf('<', at + 1)) {
    count += 1;
  }
  return count;
}

function toNode(raw: RawNode): XmlNode {
  const name = Object.keys(raw).find((key) => key !== ':@') ?? '#text';
  if (name === '#text') return { name, attributes: {}, children: [], text: String(raw['#text'] ?? '') };
  const children = Array.isArray(raw[name]) ? (raw[name] as RawNode[]).map(toNode) : [];
  return { name, attributes: raw[':@'] ?? {}, children, text: '' };
}

export function child(node: XmlNode | undefined, name: string): XmlNode | undefined {
  return node?.children.find((candidate) => candidate.name === name);
}

/** Follows a chain of direct children, e.g. path(sp, 'p:nvSpPr', 'p:nvPr', 'p:ph'). */
export function path(node: XmlNode | undefined, ...names: string[]): XmlNode | undefined {
  return names.reduce<XmlNode | undefined>((current, name) => child(current, name), node);
}

/** All descendants with the given name, in document order, not descending into matches. */
export function descendants(node: XmlNode, name: string): XmlNode[] {
  const found: XmlNode[] = [];
  const visit = (current: XmlNode) => {
    for (const next of current.children) {
      if (next.name === name) found.push(next);
      else visit(next);
    }
  };
  visit(node);
  return found;
}

/** Concatenated text of all '#text' nodes under the node. */
export function textContent(node: XmlNode): string {
  if (node.name === '#text') return node.text;
  return node.children.map(textContent).join('');
}

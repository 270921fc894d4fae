import { isNearColour, parseHexColour, WHITE, type HiddenReason, type Rgb } from '@pitchscope/domain/hidden-content';
import { descendants, path, type XmlNode } from './xml-tree.ts';

/**
 * What of a PowerPoint slide a reader cannot see (issue #16 item 5): shapes marked hidden, slides not
 * shown, shapes placed off the slide, runs under 2 pt, and runs whose colour is (nearly) the colour under
 * them: the shape's own fill, the shapes painted before it, the slide's background. Only colours stated
 * outright are compared (an RGB or system colour, or a theme colour without modifiers); anything else
 * (pictures, gradients, colours inherited from layouts, unknown boxes) counts as visible.
 */

export interface ThemeColours {
  get(name: string): Rgb | undefined;
}

/** A box in EMU on the slide. */
export type Box = [number, number, number, number];

/** Something painted on the slide; colour null when not one known colour (a picture, a gradient). */
export interface Region {
  box: Box | null;
  colour: Rgb | null;
}

/** Maps a group's child coordinates to the slide's. */
export type Placement = (box: Box) => Box;

export const IDENTITY_PLACEMENT: Placement = (box) => box;

const SCHEME_ALIASES: Record<string, string> = { bg1: 'lt1', tx1: 'dk1', bg2: 'lt2', tx2: 'dk2' };
const PRESET_COLOURS: Record<string, Rgb> = { white: [255, 255, 255], black: [0, 0, 0] };
/** Text under 2 pt (sz is in hundredths of a point). */
const MIN_READABLE_SZ = 200;

/** The theme's colours, named through the master's colour map (p:clrMap: bg1 → lt1 and so on). */
export function readThemeColours(theme: XmlNode | null, colourMap: Record<string, string> = {}): ThemeColours {
  const colours = new Map<string, Rgb>();
  const scheme = theme ? descendants(theme, 'a:clrScheme')[0] : undefined;
  for (const entry of scheme?.children ?? []) {
    const colour = entry.children.find((c) => c.name === 'a:srgbClr' || c.name === 'a:sysClr');
    const value = colour?.attributes.val && colour.name === 'a:srgbClr' ? colour.attributes.val : colour?.attributes.lastClr;
    const rgb = value ? parseHexColour(value) : null;
    if (rgb) colours.set(entry.name.replace(/^a:/, ''), rgb);
  }
  return { get: (name) => colours.get(colourMap[name] ?? SCHEME_ALIASES[name] ?? name) };
}

/**
 * The colour an element states (a:srgbClr, a:sysClr, a:schemeClr, a:prstClr child); 'transparent' when
 * its alpha is (nearly) zero; null when it states none or one this reader does not resolve.
 */
export function colourOf(node: XmlNode | undefined, theme: ThemeColours): Rgb | 'transparent' | null {
  const colour = node?.children.find((c) => /^a:(srgbClr|sysClr|schemeClr|prstClr|scrgbClr|hslClr)$/.test(c.name));
  if (!colour) return null;
  const alpha = colour.children.find((c) => c.name === 'a:alpha');
  if (alpha && Number(alpha.attributes.val) <= 5000) return 'transparent';
  // lumMod, tint, shade and the like change the colour: not resolved here.
  if (colour.children.some((c) => c.name !== 'a:alpha')) return null;
  switch (colour.name) {
    case 'a:srgbClr':
      return parseHexColour(colour.attributes.val ?? '');
    case 'a:sysClr':
      return parseHexColour(colour.attributes.lastClr ?? '');
    case 'a:schemeClr':
      return theme.get(colour.attributes.val ?? '') ?? null;
    case 'a:prstClr':
      return PRESET_COLOURS[colour.attributes.val ?? ''] ?? null;
    default:
      return null;
  }
}

/**
 * A shape's own fill: a colour, null for one that is not a single known colour, undefined for none
 * (no fill, or an unfilled shape style).
 */
export function shapeFill(shape: XmlNode, theme: ThemeColours): Rgb | null | undefined {
  const properties = path(shape, 'p:spPr');
  const fill = properties?.children.find((c) => /^a:(noFill|solidFill|gradFill|blipFill|pattFill|grpFill)$/.test(c.name));
  if (fill?.name === 'a:noFill') return undefined;
  if (fill?.name === 'a:solidFill') {
    const colour = colourOf(fill, theme);
    return colour === 'transparent' ? undefined : colour;
  }
  if (fill) return null;
  // No fill of its own: a shape style (PowerPoint's default shapes) may fill it with a theme colour.
  const styleFill = path(shape, 'p:style', 'a:fillRef');
  if (styleFill && styleFill.attributes.idx !== '0') return null;
  return undefined;
}

/** The shape's box on the slide, or null when it has no transform of its own (placeholders). */
export function shapeBox(shape: XmlNode, placement: Placement): Box | null {
  const xfrm = path(shape, 'p:spPr', 'a:xfrm') ?? path(shape, 'p:xfrm') ?? path(shape, 'p:grpSpPr', 'a:xfrm');
  const off = path(xfrm, 'a:off');
  const ext = path(xfrm, 'a:ext');
  if (!off || !ext) return null;
  const [x, y, cx, cy] = [off.attributes.x, off.attributes.y, ext.attributes.cx, ext.attributes.cy].map(Number);
  if (![x, y, cx, cy].every(Number.isFinite)) return null;
  // A rotated shape turns about its centre (rot in 60000ths of a degree): its box is the turned frame's.
  const angle = ((Number(xfrm?.attributes.rot) || 0) / 60000) * (Math.PI / 180);
  const halfWidth = (Math.abs(Math.cos(angle)) * cx + Math.abs(Math.sin(angle)) * cy) / 2;
  const halfHeight = (Math.abs(Math.sin(angle)) * cx + Math.abs(Math.cos(angle)) * cy) / 2;
  const [centreX, centreY] = [x + cx / 2, y + cy / 2];
  return placement([centreX - halfWidth, centreY - halfHeight, centreX + halfWidth, centreY + halfHeight]);
}

/** How a group places its children: its child frame (chOff, chExt) mapped onto its own box. */
export function groupPlacement(group: XmlNode, outer: Placement): Placement {
  const xfrm = path(group, 'p:grpSpPr', 'a:xfrm');
  const numbers = (node: XmlNode | undefined, ...names: string[]) => names.map((name) => Number(node?.attributes[name]));
  const [x, y] = numbers(path(xfrm, 'a:off'), 'x', 'y');
  const [cx, cy] = numbers(path(xfrm, 'a:ext'), 'cx', 'cy');
  const [chx, chy] = numbers(path(xfrm, 'a:chOff'), 'x', 'y');
  const [chcx, chcy] = numbers(path(xfrm, 'a:chExt'), 'cx', 'cy');
  if (![x, y, cx, cy, chx, chy, chcx, chcy].every(Number.isFinite) || chcx === 0 || chcy === 0) return outer;
  const sx = cx / chcx;
  const sy = cy / chcy;
  return ([x0, y0, x1, y1]) => outer([x + (x0 - chx) * sx, y + (y0 - chy) * sy, x + (x1 - chx) * sx, y + (y1 - chy) * sy]);
}

export function isHiddenShape(shape: XmlNode): boolean {
  const properties = shape.children.find((c) => /^p:nv\w+Pr$/.test(c.name));
  return path(properties, 'p:cNvPr')?.attributes.hidden === '1' || path(properties, 'p:cNvPr')?.attributes.hidden === 'true';
}

/** Reasons that hold for a whole shape: hidden, or entirely outside the slide. */
export function shapeReasons(shape: XmlNode, box: Box | null, slideSize: [number, number] | null): HiddenReason[] {
  const reasons: HiddenReason[] = [];
  if (isHiddenShape(shape)) reasons.push('hidden-shape');
  if (box && slideSize) {
    const [x0, y0, x1, y1] = box;
    if (x0 >= slideSize[0] || y0 >= slideSize[1] || x1 <= 0 || y1 <= 0) reasons.push('off-page');
  }
  return reasons;
}

const intersects = (a: Box, b: Box) => a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];

/**
 * Reasons one paragraph of a text shape is hidden: every run with text is under 2 pt, or every run is
 * painted in the colour beneath it.
 */
export function paragraphReasons(
  paragraph: XmlNode,
  context: {
    theme: ThemeColours;
    /** The shape's own fill (see shapeFill). */
    fill: Rgb | null | undefined;
    box: Box | null;
    /** What was painted before the shape, slide background first. */
    beneath: Region[];
    fontScale: number;
    /** The shape's default run colour (its style's font colour or list style), when stated. */
    defaultColour: Rgb | 'transparent' | null;
  },
): HiddenReason[] {
  const runs = paragraph.children.filter(
    (part) => (part.name === 'a:r' || part.name === 'a:fld') && descendants(part, 'a:t').some((t) => textOf(t).trim()),
  );
  if (runs.length === 0) return [];
  const reasons: HiddenReason[] = [];
  const sizes = runs.map((run) => Number(path(run, 'a:rPr')?.attributes.sz) * context.fontScale);
  if (sizes.every((size) => Number.isFinite(size) && size > 0 && size < MIN_READABLE_SZ)) reasons.push('tiny');

  const colours = runs.map((run) => {
    const properties = path(run, 'a:rPr');
    const fill = path(properties, 'a:solidFill');
    if (fill) return colourOf(fill, context.theme);
    if (properties?.children.some((c) => /^a:(gradFill|blipFill|pattFill|noFill)$/.test(c.name))) {
      return properties.children.some((c) => c.name === 'a:noFill') ? 'transparent' : null;
    }
    return context.defaultColour;
  });
  if (colours.every((c) => c === 'transparent')) reasons.push('invisible');
  else if (colours.every((c) => c !== null) && colours.every((c) => c === 'transparent' || onItsBackground(c as Rgb, context))) {
    reasons.push('background-colour');
  }
  return reasons;
}

function onItsBackground(colour: Rgb, context: { fill: Rgb | null | undefined; box: Box | null; beneath: Region[] }): boolean {
  if (context.fill !== undefined) return context.fill !== null && isNearColour(colour, context.fill);
  // Everything painted beneath the shape that may show through must be the text's colour.
  const under = context.beneath.filter((region) => !region.box || !context.box || intersects(region.box, context.box));
  return under.every((region) => region.colour !== null && isNearColour(colour, region.colour));
}

function textOf(node: XmlNode): string {
  return node.name === '#text' ? node.text : node.children.map(textOf).join('');
}

/** A background element (p:bg): its colour, null when not one known colour, undefined when absent. */
export function backgroundOf(part: XmlNode | null, theme: ThemeColours, themeBackgroundFills: XmlNode[]): Rgb | null | undefined {
  const background = part ? descendants(part, 'p:bg')[0] : undefined;
  if (!background) return undefined;
  const properties = path(background, 'p:bgPr');
  if (properties) {
    const fill = properties.children.find((c) => /^a:(noFill|solidFill|gradFill|blipFill|pattFill)$/.test(c.name));
    if (fill?.name === 'a:solidFill') {
      const colour = colourOf(fill, theme);
      return colour === 'transparent' ? WHITE : colour;
    }
    return fill?.name === 'a:noFill' ? WHITE : null;
  }
  const reference = path(background, 'p:bgRef');
  if (reference) {
    // idx 1001+ picks a background fill style of the theme, painted in the reference's colour.
    const style = themeBackgroundFills[Number(reference.attributes.idx) - 1001];
    if (style?.name !== 'a:solidFill') return null;
    const colour = colourOf(reference, theme);
    return colour === 'transparent' ? WHITE : colour;
  }
  return null;
}

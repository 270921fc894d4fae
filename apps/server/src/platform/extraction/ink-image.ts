/**
 * The page as tesseract should read it. Tesseract thresholds a page with one global (Otsu) threshold
 * per channel. That serves a page on one background, and it reads logos and large coloured titles
 * best, so such pages go as they are (binary PPM). A page whose background is part dark, part light
 * (a navy band over a white body, a dark sidebar) splits that histogram, and light or coloured text
 * on the light part falls on the background side: on a test slide it kept one body line in five.
 * Those pages go as their ink image instead (binary PGM): each pixel's distance from the colour of
 * the background around it, dark on white, which keeps all five lines and the white title in the band.
 *
 * The background of a region is the most common colour of its neighbourhood (3 × 3 tiles of
 * TILE_SIDE pixels), so that the inside of a large bold glyph, which can fill a whole tile, is still
 * measured against the page around it.
 */

const TILE_SIDE = 48;
/** Tiles on each side of a tile whose pixels vote for its background colour. */
const NEIGHBOURHOOD = 1;
/** Every other pixel, every other row: enough to find a region's most common colour. */
const SAMPLE_STEP = 2;
/** Distance from the background is doubled before clipping: faint text becomes clearly dark. */
const INK_GAIN = 2;
const CHANNELS = 3;
const LEVELS = 256;
/** Background luma below this is a dark region, above LIGHT_LUMA a light one. */
const DARK_LUMA = 96;
const LIGHT_LUMA = 192;
/** Shares of the page's tiles that make its background "part dark, part light". */
const MIN_DARK_SHARE = 0.1;
const MIN_LIGHT_SHARE = 0.25;
/** Colour bin width, and the share of a region's tiles that must fall in its main bin to be flat. */
const FLAT_BIN = 32;
const MIN_FLAT_SHARE = 0.6;

/** The image to hand tesseract for a rendered page: see the module comment. */
export function imageForOcr(rgba: Uint8ClampedArray | Uint8Array, width: number, height: number): Uint8Array {
  const background = backgroundColours(rgba, width, height);
  return hasMixedBackground(background)
    ? inkImage(rgba, width, height, background)
    : rgbaToPpm(rgba, width, height);
}

/**
 * Whether the page is laid out on two flat backgrounds, one dark and one light (a band, a sidebar).
 * Photographs also have dark and light regions, but of many colours: they stay with tesseract's own
 * thresholding, which reads their captions better than an ink image full of texture.
 */
function hasMixedBackground(background: Float32Array): boolean {
  const tiles = background.length / CHANNELS;
  const dark: number[] = [];
  const light: number[] = [];
  for (let tile = 0; tile < tiles; tile++) {
    const [r, g, b] = background.subarray(tile * CHANNELS, tile * CHANNELS + CHANNELS);
    const luma = 0.299 * r + 0.587 * g + 0.114 * b;
    if (luma < DARK_LUMA) dark.push(tile);
    else if (luma > LIGHT_LUMA) light.push(tile);
  }
  return (
    dark.length >= tiles * MIN_DARK_SHARE &&
    light.length >= tiles * MIN_LIGHT_SHARE &&
    isOneColour(background, dark) &&
    isOneColour(background, light)
  );
}

/** Whether nearly all of these tiles share one background colour (the first tile's, give or take). */
function isOneColour(background: Float32Array, tiles: number[]): boolean {
  const counts = new Map<string, number>();
  for (const tile of tiles) {
    // Colours binned coarsely, so that JPEG noise and gradients of one flat fill fall together.
    const key = [0, 1, 2]
      .map((channel) => Math.round(background[tile * CHANNELS + channel] / FLAT_BIN))
      .join();
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return Math.max(...counts.values()) >= tiles.length * MIN_FLAT_SHARE;
}

function rgbaToPpm(rgba: Uint8ClampedArray | Uint8Array, width: number, height: number): Uint8Array {
  const header = new TextEncoder().encode(`P6\n${width} ${height}\n255\n`);
  const ppm = new Uint8Array(header.length + width * height * 3);
  ppm.set(header);
  let out = header.length;
  for (let i = 0; i < rgba.length; i += 4) {
    ppm[out] = rgba[i];
    ppm[out + 1] = rgba[i + 1];
    ppm[out + 2] = rgba[i + 2];
    out += 3;
  }
  return ppm;
}

/** Each pixel's distance from the local background colour, as a binary PGM (ink dark on white). */
export function inkImage(
  rgba: Uint8ClampedArray | Uint8Array,
  width: number,
  height: number,
  background = backgroundColours(rgba, width, height),
): Uint8Array {
  const tilesX = Math.ceil(width / TILE_SIDE);
  const tilesY = Math.ceil(height / TILE_SIDE);

  const header = new TextEncoder().encode(`P5\n${width} ${height}\n255\n`);
  const pgm = new Uint8Array(header.length + width * height);
  pgm.set(header);

  // Each tile's colour holds at its centre; in between, the background is blended bilinearly so that
  // tile edges leave no seams. Columns' blend positions are the same on every row: computed once.
  const leftTile = new Int32Array(width);
  const rightTile = new Int32Array(width);
  const rightWeight = new Float32Array(width);
  for (let x = 0; x < width; x++) {
    const position = blendPosition(x, tilesX);
    leftTile[x] = position.near * CHANNELS;
    rightTile[x] = position.far * CHANNELS;
    rightWeight[x] = position.weight;
  }
  const rowColours = new Float32Array(tilesX * CHANNELS);
  let out = header.length;
  for (let y = 0; y < height; y++) {
    // This row's background at every tile column, blended between the tile rows above and below.
    const { near, far, weight } = blendPosition(y, tilesY);
    for (let k = 0; k < tilesX * CHANNELS; k++) {
      rowColours[k] =
        background[near * tilesX * CHANNELS + k] * (1 - weight) +
        background[far * tilesX * CHANNELS + k] * weight;
    }
    let pixel = y * width * 4;
    for (let x = 0; x < width; x++, pixel += 4) {
      const left = leftTile[x];
      const right = rightTile[x];
      const w = rightWeight[x];
      let distance = 0;
      for (let channel = 0; channel < CHANNELS; channel++) {
        const expected = rowColours[left + channel] * (1 - w) + rowColours[right + channel] * w;
        const difference = Math.abs(rgba[pixel + channel] - expected);
        if (difference > distance) distance = difference;
      }
      pgm[out++] = 255 - Math.min(255, distance * INK_GAIN);
    }
  }
  return pgm;
}

function blendPosition(position: number, tiles: number): { near: number; far: number; weight: number } {
  const exact = Math.min(tiles - 1, Math.max(0, (position - TILE_SIDE / 2) / TILE_SIDE));
  const near = Math.floor(exact);
  return { near, far: Math.min(tiles - 1, near + 1), weight: exact - near };
}

/** Per tile, per channel: the most common level among the sampled pixels of its neighbourhood. */
function backgroundColours(
  rgba: Uint8ClampedArray | Uint8Array,
  width: number,
  height: number,
): Float32Array {
  const tilesX = Math.ceil(width / TILE_SIDE);
  const tilesY = Math.ceil(height / TILE_SIDE);
  const histograms = new Uint32Array(tilesX * tilesY * CHANNELS * LEVELS);
  for (let y = 0; y < height; y += SAMPLE_STEP) {
    const tileRow = Math.floor(y / TILE_SIDE) * tilesX;
    for (let x = 0; x < width; x += SAMPLE_STEP) {
      const base = (tileRow + Math.floor(x / TILE_SIDE)) * CHANNELS * LEVELS;
      const pixel = (y * width + x) * 4;
      histograms[base + rgba[pixel]]++;
      histograms[base + LEVELS + rgba[pixel + 1]]++;
      histograms[base + 2 * LEVELS + rgba[pixel + 2]]++;
    }
  }

  const colours = new Float32Array(tilesX * tilesY * CHANNELS);
  const votes = new Uint32Array(CHANNELS * LEVELS);
  for (let tileY = 0; tileY < tilesY; tileY++) {
    for (let tileX = 0; tileX < tilesX; tileX++) {
      votes.fill(0);
      for (
        let y = Math.max(0, tileY - NEIGHBOURHOOD);
        y <= Math.min(tilesY - 1, tileY + NEIGHBOURHOOD);
        y++
      ) {
        for (
          let x = Math.max(0, tileX - NEIGHBOURHOOD);
          x <= Math.min(tilesX - 1, tileX + NEIGHBOURHOOD);
          x++
        ) {
          const base = (y * tilesX + x) * CHANNELS * LEVELS;
          for (let k = 0; k < CHANNELS * LEVELS; k++) votes[k] += histograms[base + k];
        }
      }
      for (let channel = 0; channel < CHANNELS; channel++) {
        colours[(tileY * tilesX + tileX) * CHANNELS + channel] = mostCommonLevel(votes, channel * LEVELS);
      }
    }
  }
  return colours;
}

/** The level with the most votes, counting each level's two neighbours too (anti-aliasing, JPEG noise). */
function mostCommonLevel(votes: Uint32Array, offset: number): number {
  let best = 0;
  let bestVotes = -1;
  for (let level = 0; level < LEVELS; level++) {
    const count =
      votes[offset + level] +
      (level > 0 ? votes[offset + level - 1] : 0) +
      (level < LEVELS - 1 ? votes[offset + level + 1] : 0);
    if (count > bestVotes) {
      bestVotes = count;
      best = level;
    }
  }
  return best;
}

/**
 * A reader of OLE2 compound files ([MS-CFB]), the container of legacy .ppt decks, written for hostile
 * input. The file is a set of sectors linked into chains by allocation tables (FAT, DIFAT, mini FAT);
 * every chain walked here is checked as it goes: a sector number outside the file, a sector visited
 * twice (a cycle) or a chain longer than its stream needs ends the read with a CompoundFileError in
 * time proportional to the file's size. The `cfb` package trusts those chains (a cyclic one grows its
 * buffers until memory runs out; chains that merge cost quadratic memory), so it only writes test files.
 *
 * Only what the .ppt reader needs: the streams at the root of the directory, found by name.
 */

const SIGNATURE = Uint8Array.of(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
const HEADER_SIZE = 512;
const HEADER_DIFAT_ENTRIES = 109;
const DIRECTORY_ENTRY_SIZE = 128;
const MINI_SECTOR_SIZE = 64;
const MINI_STREAM_CUTOFF = 4096;
/** Chain markers; any other value above MAXREGSECT is not a sector number either. */
const SECTOR = { maxRegular: 0xfffffffa, endOfChain: 0xfffffffe, free: 0xffffffff } as const;
const NO_ENTRY = 0xffffffff;
const ENTRY_TYPE = { stream: 2, root: 5 } as const;

export class CompoundFileError extends Error {
  override name = 'CompoundFileError';
}

interface DirectoryEntry {
  name: string;
  type: number;
  left: number;
  right: number;
  child: number;
  start: number;
  size: number;
}

/** Sectors `chain` has to yield: a stream's length, or everything up to ENDOFCHAIN. */
type ChainLength = { bytes: number } | 'to end of chain';

export class CompoundFile {
  private readonly view: DataView;
  private readonly sectorSize: number;
  private readonly sectorCount: number;
  private readonly fat: Uint32Array;
  private readonly entries: DirectoryEntry[];
  private miniStream: { fat: Uint32Array; bytes: Uint8Array } | null = null;

  private constructor(private readonly bytes: Uint8Array) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    if (bytes.length < HEADER_SIZE || !SIGNATURE.every((byte, i) => bytes[i] === byte))
      throw new CompoundFileError('not a compound file');
    const majorVersion = this.view.getUint16(26, true);
    const sectorShift = this.view.getUint16(30, true);
    if (!((majorVersion === 3 && sectorShift === 9) || (majorVersion === 4 && sectorShift === 12)))
      throw new CompoundFileError(`unsupported version ${majorVersion} with sector shift ${sectorShift}`);
    this.sectorSize = 1 << sectorShift;
    // Writers may leave the last sector short; what is missing reads as absent, never as zeros.
    this.sectorCount = Math.max(0, Math.ceil((bytes.length - this.sectorSize) / this.sectorSize));
    this.fat = this.readFat();
    const directory = this.chain(this.uint32(48), this.fat, 'to end of chain', 'directory');
    this.entries = Array.from({ length: Math.floor(directory.length / DIRECTORY_ENTRY_SIZE) }, (_, index) =>
      readDirectoryEntry(directory, index * DIRECTORY_ENTRY_SIZE),
    );
    if (this.entries[0]?.type !== ENTRY_TYPE.root) throw new CompoundFileError('no root directory entry');
  }

  /** Parses the header, allocation tables and directory; streams are read when asked for. */
  static open(bytes: Uint8Array): CompoundFile {
    return new CompoundFile(bytes);
  }

  /** Whether the root storage holds a stream or storage of this name (compared case-insensitively). */
  has(name: string): boolean {
    return this.rootEntry(name) !== null;
  }

  /** The bytes of a stream at the root, null when there is none. */
  stream(name: string): Uint8Array | null {
    const entry = this.rootEntry(name);
    if (!entry || entry.type !== ENTRY_TYPE.stream) return null;
    if (entry.size === 0) return new Uint8Array();
    if (entry.size >= MINI_STREAM_CUTOFF) return this.chain(entry.start, this.fat, { bytes: entry.size }, name);
    const mini = this.readMiniStream();
    return chainOf(
      { data: mini.bytes, unitSize: MINI_SECTOR_SIZE, units: Math.ceil(mini.bytes.length / MINI_SECTOR_SIZE) },
      entry.start,
      mini.fat,
      { bytes: entry.size },
      `${name} (mini stream)`,
    );
  }

  /**
   * The root's children form a red-black tree of siblings (left/right); walked with an explicit stack
   * and a visited set, since a hostile file can link it into a cycle.
   */
  private rootEntry(name: string): DirectoryEntry | null {
    const wanted = name.toUpperCase();
    const visited = new Set<number>();
    const pending = [this.entries[0].child];
    while (pending.length > 0) {
      const index = pending.pop()!;
      if (index === NO_ENTRY || visited.has(index)) continue;
      const entry = this.entries[index];
      if (!entry) throw new CompoundFileError(`directory entry ${index} is out of range`);
      visited.add(index);
      if (entry.name.toUpperCase() === wanted) return entry;
      pending.push(entry.left, entry.right);
    }
    return null;
  }

  /** The FAT's sectors are listed by the DIFAT: 109 in the header, the rest in a chain of DIFAT sectors. */
  private readFat(): Uint32Array {
    const fatSectorCount = this.uint32(44);
    if (fatSectorCount > this.sectorCount)
      throw new CompoundFileError(`header claims ${fatSectorCount} FAT sectors in a file of ${this.sectorCount}`);
    const fatSectors: number[] = [];
    for (let i = 0; i < Math.min(fatSectorCount, HEADER_DIFAT_ENTRIES); i++) fatSectors.push(this.uint32(76 + i * 4));

    const entriesPerDifatSector = this.sectorSize / 4 - 1;
    const visited = new Set<number>();
    let difatSector = this.uint32(68);
    while (fatSectors.length < fatSectorCount) {
      this.checkSector(difatSector, 'DIFAT', visited);
      const offset = this.sectorOffset(difatSector);
      for (let i = 0; i < entriesPerDifatSector && fatSectors.length < fatSectorCount; i++)
        fatSectors.push(this.uint32(offset + i * 4));
      difatSector = this.uint32(offset + entriesPerDifatSector * 4);
    }

    // Entries past the last sector can only point outside the file; they are not kept.
    const fat = new Uint32Array(this.sectorCount).fill(SECTOR.free);
    const entriesPerSector = this.sectorSize / 4;
    const fatVisited = new Set<number>();
    fatSectors.forEach((sector, index) => {
      this.checkSector(sector, 'FAT', fatVisited);
      const offset = this.sectorOffset(sector);
      for (let i = 0; i < entriesPerSector; i++) {
        const entryIndex = index * entriesPerSector + i;
        if (entryIndex >= fat.length) return;
        fat[entryIndex] = this.uint32(offset + i * 4);
      }
    });
    return fat;
  }

  /** The root entry's stream holds the mini sectors; the mini FAT (a regular chain) links them. */
  private readMiniStream(): { fat: Uint32Array; bytes: Uint8Array } {
    if (this.miniStream) return this.miniStream;
    const root = this.entries[0];
    const bytes = this.chain(root.start, this.fat, { bytes: root.size }, 'mini stream');
    const miniFatBytes = this.chain(this.uint32(60), this.fat, 'to end of chain', 'mini FAT');
    const fat = new Uint32Array(Math.floor(miniFatBytes.length / 4));
    const view = new DataView(miniFatBytes.buffer, miniFatBytes.byteOffset, miniFatBytes.byteLength);
    for (let i = 0; i < fat.length; i++) fat[i] = view.getUint32(i * 4, true);
    this.miniStream = { fat, bytes };
    return this.miniStream;
  }

  private chain(start: number, fat: Uint32Array, length: ChainLength, label: string): Uint8Array {
    return chainOf(
      { data: this.bytes, unitSize: this.sectorSize, units: this.sectorCount, firstUnitAt: this.sectorSize },
      start,
      fat,
      length,
      label,
    );
  }

  private checkSector(sector: number, label: string, visited: Set<number>): void {
    if (sector >= this.sectorCount) throw new CompoundFileError(`${label} sector ${sector} is outside the file`);
    if (visited.has(sector)) throw new CompoundFileError(`${label} chain loops back to sector ${sector}`);
    visited.add(sector);
  }

  private sectorOffset(sector: number): number {
    return (sector + 1) * this.sectorSize;
  }

  private uint32(offset: number): number {
    return offset + 4 <= this.bytes.length ? this.view.getUint32(offset, true) : SECTOR.free;
  }
}

/** Sectors (or mini sectors) of `data`: `units` of them, the first at `firstUnitAt`. */
interface SectorSpace {
  data: Uint8Array;
  unitSize: number;
  units: number;
  firstUnitAt?: number;
}

/**
 * Follows a chain from `start` through `fat` and joins its sectors. Each step checks the next number
 * against the space and against the sectors already taken, and a stream's chain is followed no further
 * than its length needs, so a cycle or a lie about a length ends the walk at once.
 */
function chainOf(space: SectorSpace, start: number, fat: Uint32Array, length: ChainLength, label: string): Uint8Array {
  const wanted = length === 'to end of chain' ? null : Math.ceil(length.bytes / space.unitSize);
  if (wanted !== null && wanted > space.units)
    throw new CompoundFileError(`${label} claims ${wanted} sectors, more than the file holds (${space.units})`);
  const visited = new Uint8Array(space.units);
  const sectors: number[] = [];
  let sector = start;
  while (wanted === null || sectors.length < wanted) {
    if (sector === SECTOR.endOfChain) {
      if (wanted === null) break;
      throw new CompoundFileError(`${label} chain ends after ${sectors.length} of ${wanted} sectors`);
    }
    if (sector > SECTOR.maxRegular || sector >= space.units)
      throw new CompoundFileError(`${label} chain points at sector ${sector}, outside the file`);
    if (visited[sector]) throw new CompoundFileError(`${label} chain loops back to sector ${sector}`);
    visited[sector] = 1;
    sectors.push(sector);
    sector = sector < fat.length ? fat[sector] : SECTOR.free;
  }

  const firstUnitAt = space.firstUnitAt ?? 0;
  const joined = new Uint8Array(sectors.length * space.unitSize);
  sectors.forEach((unit, index) => {
    const from = firstUnitAt + unit * space.unitSize;
    joined.set(space.data.subarray(from, from + space.unitSize), index * space.unitSize);
  });
  return length === 'to end of chain' ? joined : joined.subarray(0, length.bytes);
}

function readDirectoryEntry(directory: Uint8Array, offset: number): DirectoryEntry {
  const view = new DataView(directory.buffer, directory.byteOffset + offset, DIRECTORY_ENTRY_SIZE);
  const nameBytes = Math.min(view.getUint16(64, true), 64);
  const name = new TextDecoder('utf-16le').decode(directory.subarray(offset, offset + nameBytes)).replace(/\0+$/, '');
  return {
    name,
    type: view.getUint8(66),
    left: view.getUint32(68, true),
    right: view.getUint32(72, true),
    child: view.getUint32(76, true),
    start: view.getUint32(116, true),
    // Version 3 files may leave garbage in the high half of the size ([MS-CFB] 2.6.3); only the low half counts.
    size: view.getUint32(120, true),
  };
}

import JSZip from 'jszip';

/**
 * A read-only view of an untrusted zip (an uploaded .pptx) that refuses zip bombs and zip-slip names.
 * Nothing is ever written to disk; entries are inflated into memory under byte budgets that are
 * enforced while inflating, so an entry that lies about its size is cut off, not trusted.
 */

export interface ZipLimits {
  maxEntries: number;
  /** Sum of the declared uncompressed sizes, and the cap on bytes actually inflated. */
  maxTotalBytes: number;
  maxEntryBytes: number;
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxEntries: 10_000,
  maxTotalBytes: 200 * 1024 * 1024,
  maxEntryBytes: 64 * 1024 * 1024,
};

export class UnsafeZipError extends Error {
  override name = 'UnsafeZipError';
}

/** More entries than the budget allows; their names, so the caller can tell what the archive is made of. */
export class TooManyEntriesError extends UnsafeZipError {
  override name = 'TooManyEntriesError';

  constructor(readonly entryNames: string[]) {
    super(`too many entries (${entryNames.length})`);
  }
}

/** The parts of JSZip's entry object we rely on that its typings do not declare. */
interface JSZipEntryInternals {
  unsafeOriginalName?: string;
  _data?: { uncompressedSize?: number };
  internalStream(type: 'uint8array'): {
    on(event: 'data', listener: (chunk: Uint8Array) => void): unknown;
    on(event: 'error', listener: (error: Error) => void): unknown;
    on(event: 'end', listener: () => void): unknown;
    pause(): unknown;
    resume(): unknown;
  };
}

export class SafeZip {
  private inflatedBytes = 0;

  private constructor(
    private readonly zip: JSZip,
    private readonly limits: ZipLimits,
  ) {}

  /** Reads the central directory and vets every entry before any of them is inflated. */
  static async open(bytes: Uint8Array, limits: ZipLimits = DEFAULT_ZIP_LIMITS): Promise<SafeZip> {
    // checkCRC32 would inflate every entry up front, before our budgets apply.
    const zip = await JSZip.loadAsync(bytes, { checkCRC32: false });
    const entries = Object.values(zip.files);
    if (entries.length > limits.maxEntries) throw new TooManyEntriesError(entries.map((entry) => entry.name));

    let declaredTotal = 0;
    for (const entry of entries) {
      const originalName = (entry as unknown as JSZipEntryInternals).unsafeOriginalName ?? entry.name;
      if (isTraversalName(originalName) || originalName !== entry.name) {
        throw new UnsafeZipError(`unsafe entry name ${JSON.stringify(originalName)}`);
      }
      declaredTotal += (entry as unknown as JSZipEntryInternals)._data?.uncompressedSize ?? 0;
    }
    if (declaredTotal > limits.maxTotalBytes)
      throw new UnsafeZipError(`declares ${declaredTotal} uncompressed bytes`);
    return new SafeZip(zip, limits);
  }

  has(name: string): boolean {
    const entry = this.zip.file(name);
    return entry !== null && !entry.dir;
  }

  names(): string[] {
    return Object.values(this.zip.files)
      .filter((entry) => !entry.dir)
      .map((entry) => entry.name);
  }

  /** Declared uncompressed size, for choosing what is worth reading; not trusted for safety. */
  declaredSize(name: string): number {
    const entry = this.zip.file(name) as unknown as JSZipEntryInternals | null;
    return entry?._data?.uncompressedSize ?? 0;
  }

  async readText(name: string, maxBytes = this.limits.maxEntryBytes): Promise<string | null> {
    const bytes = await this.readBytes(name, maxBytes);
    return bytes === null ? null : new TextDecoder('utf-8').decode(bytes);
  }

  /** Inflates one entry, aborting as soon as it passes the entry or archive budget. Null when absent. */
  async readBytes(name: string, maxBytes = this.limits.maxEntryBytes): Promise<Uint8Array | null> {
    const entry = this.zip.file(name);
    if (!entry || entry.dir) return null;
    const stream = (entry as unknown as JSZipEntryInternals).internalStream('uint8array');
    const chunks: Uint8Array[] = [];
    let entryBytes = 0;

    await new Promise<void>((resolve, reject) => {
      let settled = false;
      const fail = (error: Error) => {
        if (settled) return;
        settled = true;
        stream.pause();
        reject(error);
      };
      stream.on('data', (chunk) => {
        if (settled) return;
        entryBytes += chunk.length;
        this.inflatedBytes += chunk.length;
        if (entryBytes > maxBytes) return fail(new UnsafeZipError(`${name} inflates past ${maxBytes} bytes`));
        if (this.inflatedBytes > this.limits.maxTotalBytes) {
          return fail(new UnsafeZipError(`archive inflates past ${this.limits.maxTotalBytes} bytes`));
        }
        chunks.push(chunk);
      });
      stream.on('error', (error) => fail(error));
      stream.on('end', () => {
        if (settled) return;
        settled = true;
        resolve();
      });
      stream.resume();
    });
    return Buffer.concat(chunks);
  }
}

function isTraversalName(name: string): boolean {
  return (
    name.startsWith('/') ||
    name.includes('\\') ||
    /^[a-z]:/i.test(name) ||
    name.includes('\0') ||
    name.split('/').some((segment) => segment === '..')
  );
}

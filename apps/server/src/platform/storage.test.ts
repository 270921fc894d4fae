import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { loadConfig } from '../config/env.ts';
import { startS3Server, type TestS3Server } from '../test/s3-server.ts';
import { createDiskStorage, createStorage, type Storage } from './storage.ts';

/**
 * The storage contract, the same for both drivers: the local disk, and S3 against an S3-compatible
 * server (s3rver) started by the test, so every call of the S3 path meets a real server.
 */
const drivers: Array<[string, () => Promise<{ storage: Storage; keys: (prefix?: string) => Promise<string[]>; close: () => Promise<void> }>]> = [
  [
    'disk',
    async () => {
      const root = await mkdtemp(path.join(os.tmpdir(), 'pitchscope-storage-'));
      const storage = createDiskStorage(path.join(root, 'files'));
      return {
        storage,
        keys: async () => [],
        close: () => rm(root, { recursive: true, force: true }),
      };
    },
  ],
  [
    's3',
    async () => {
      const server: TestS3Server = await startS3Server();
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'pitchscope-storage-'));
      const storage = createStorage(loadConfig({ DATA_DIR: dataDir, ...server.env }));
      return {
        storage,
        keys: (prefix) => server.listKeys(prefix),
        close: async () => {
          await server.close();
          await rm(dataDir, { recursive: true, force: true });
        },
      };
    },
  ],
];

describe.each(drivers)('storage (%s)', (driver, open) => {
  let storage: Storage;
  let keys: (prefix?: string) => Promise<string[]>;
  let close: () => Promise<void>;
  const bytes = Buffer.from(`%PDF-1.4\n${'slide text '.repeat(20_000)}\n%%EOF`);

  beforeAll(async () => {
    ({ storage, keys, close } = await open());
  });
  afterAll(() => close());

  it('puts a buffer and a stream, and reads, streams and measures them byte for byte', async () => {
    expect(await storage.put('pitchDecks/buffer.pdf', bytes)).toBe(bytes.length);
    // A stream of several chunks, of a length not known in advance (an upload as it arrives).
    const chunks = [bytes.subarray(0, 70_000), bytes.subarray(70_000, 150_000), bytes.subarray(150_000)];
    expect(await storage.put('pitchDecks/stream.pdf', Readable.from(chunks))).toBe(bytes.length);
    expect((await storage.read('pitchDecks/buffer.pdf')).equals(bytes)).toBe(true);
    expect((await storage.read('pitchDecks/stream.pdf')).equals(bytes)).toBe(true);
    const streamed = Buffer.concat(await (await storage.stream('pitchDecks/stream.pdf')).toArray());
    expect(streamed.equals(bytes)).toBe(true);
    if (driver === 's3') expect(await keys('pitchDecks/')).toEqual(['pitchDecks/buffer.pdf', 'pitchDecks/stream.pdf']);
  });

  it('streams a large file in (multipart on S3) and back, byte for byte', async () => {
    const large = Buffer.alloc(12 * 1024 * 1024, 7);
    large.write('%PDF-1.4', 0);
    const chunks = Array.from({ length: 12 }, (_, i) => large.subarray(i * 1024 * 1024, (i + 1) * 1024 * 1024));
    expect(await storage.put('pitchDecks/large.pdf', Readable.from(chunks))).toBe(large.length);
    expect((await storage.read('pitchDecks/large.pdf')).equals(large)).toBe(true);
    await storage.delete('pitchDecks/large.pdf');
  });

  it('answers whether a key exists, and fails to read a missing one', async () => {
    expect(await storage.exists('pitchDecks/buffer.pdf')).toBe(true);
    expect(await storage.exists('pitchDecks/missing.pdf')).toBe(false);
    await expect(storage.read('pitchDecks/missing.pdf')).rejects.toThrow();
    await expect(storage.stream('pitchDecks/missing.pdf')).rejects.toThrow();
  });

  it('moves an object (staging to its deck key), keys with spaces and non-ASCII letters too', async () => {
    await storage.put('staging/upload 1 – Zürich.pdf', bytes);
    await storage.move('staging/upload 1 – Zürich.pdf', 'pitchDecks/moved.pdf');
    expect(await storage.exists('staging/upload 1 – Zürich.pdf')).toBe(false);
    expect((await storage.read('pitchDecks/moved.pdf')).equals(bytes)).toBe(true);
    if (driver === 's3') expect(await keys('staging/')).toEqual([]);
  });

  it('copies an object, the source left in place, and copies again over the copy', async () => {
    await storage.put('staging/upload 2 – Zürich.pdf', bytes);
    await storage.copy('staging/upload 2 – Zürich.pdf', 'pitchDecks/copied.pdf');
    await storage.copy('staging/upload 2 – Zürich.pdf', 'pitchDecks/copied.pdf');
    expect((await storage.read('staging/upload 2 – Zürich.pdf')).equals(bytes)).toBe(true);
    expect((await storage.read('pitchDecks/copied.pdf')).equals(bytes)).toBe(true);
    await expect(storage.copy('staging/missing.pdf', 'pitchDecks/never.pdf')).rejects.toThrow();
    expect(await storage.exists('pitchDecks/never.pdf')).toBe(false);
    await storage.delete('staging/upload 2 – Zürich.pdf');
    await storage.delete('pitchDecks/copied.pdf');
  });

  it('hands a reader in another process a local file with the object, removed afterwards', async () => {
    let seenPath = '';
    const size = await storage.withLocalFile('pitchDecks/buffer.pdf', async (file) => {
      seenPath = file;
      return (await readFile(file)).length;
    });
    expect(size).toBe(bytes.length);
    if (driver === 's3') await expect(readFile(seenPath)).rejects.toThrow();
  });

  it('deletes an object and a folder of page images, a missing one harmlessly', async () => {
    const pages = Array.from({ length: 23 }, (_, i) => `renders/deck-1/pages/${i + 1}.png`);
    await Promise.all(pages.map((key) => storage.put(key, Buffer.from(`png ${key}`))));
    await storage.put('renders/deck-10/pages/1.png', Buffer.from('another deck'));
    if (driver === 's3') expect(await keys('renders/deck-1/')).toHaveLength(23);
    await storage.deleteFolder('renders/deck-1');
    expect(await storage.exists(pages[0]!)).toBe(false);
    // The folder's name is a prefix of another deck's: that one stays.
    expect(await storage.exists('renders/deck-10/pages/1.png')).toBe(true);
    await storage.deleteFolder('renders/none');
    await storage.delete('pitchDecks/buffer.pdf');
    await storage.delete('pitchDecks/buffer.pdf');
    expect(await storage.exists('pitchDecks/buffer.pdf')).toBe(false);
    if (driver === 's3') expect(await keys('renders/deck-1/')).toEqual([]);
  });
});

describe('storage (s3) when the store cannot be reached', () => {
  it('fails exists() instead of answering "not there"', async () => {
    const server = await startS3Server();
    const endpoint = server.endpoint;
    await server.close();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'pitchscope-storage-'));
    try {
      const storage = createStorage(loadConfig({ DATA_DIR: dataDir, ...server.env, S3_ENDPOINT: endpoint }));
      await expect(storage.exists('pitchDecks/any.pdf')).rejects.toThrow();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

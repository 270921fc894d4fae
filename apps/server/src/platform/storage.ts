import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../config/env.ts';

/**
 * Where deck files live. Keys are the spec's paths (`pitchDecks/{deckId}.{extension}`); the local disk
 * under DATA_DIR is the default, any S3-compatible store by configuration.
 */
export interface Storage {
  /** Streams the source in; never holds a whole file in memory. Returns the bytes written. */
  put(key: string, source: Readable | Uint8Array): Promise<number>;
  read(key: string): Promise<Buffer>;
  stream(key: string): Promise<Readable>;
  move(fromKey: string, toKey: string): Promise<void>;
  /**
   * Copies an object, leaving the source in place: a step that may crash between writing a file and
   * committing the rows naming it keeps its input, so a retry can start over (ADR 0051). The target
   * appears whole or not at all; copying again over it is harmless.
   */
  copy(fromKey: string, toKey: string): Promise<void>;
  delete(key: string): Promise<void>;
  /** Deletes every object under `prefix/` (a deck's page images); nothing there is fine. */
  deleteFolder(prefix: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /**
   * Runs `work` with the object as a file on local disk — the file itself on disk storage, a temporary
   * download (removed afterwards) on S3 — so readers in another process can open it by path.
   */
  withLocalFile<T>(key: string, work: (filePath: string) => Promise<T>): Promise<T>;
}

export function createStorage(config: Config): Storage {
  return config.storageDriver === 's3'
    ? createS3Storage(config, path.join(config.dataDir, 'tmp'))
    : createDiskStorage(path.join(config.dataDir, 'files'));
}

export function createDiskStorage(root: string): Storage {
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    // Keys are built by the server, but a traversal must never escape the storage root.
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`Invalid storage key: ${key}`);
    return full;
  };
  return {
    async put(key, source) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      const input = source instanceof Readable ? source : Readable.from([source]);
      await pipeline(input, createWriteStream(file));
      return (await stat(file)).size;
    },
    read: (key) => readFile(resolve(key)),
    async stream(key) {
      await stat(resolve(key));
      return createReadStream(resolve(key));
    },
    async move(fromKey, toKey) {
      const target = resolve(toKey);
      await mkdir(path.dirname(target), { recursive: true });
      await rename(resolve(fromKey), target);
    },
    async copy(fromKey, toKey) {
      const target = resolve(toKey);
      await mkdir(path.dirname(target), { recursive: true });
      // Written aside and renamed: a crash mid-copy leaves no half file under the target key.
      const partial = `${target}.${randomUUID()}.partial`;
      try {
        await copyFile(resolve(fromKey), partial);
        await rename(partial, target);
      } finally {
        await rm(partial, { force: true });
      }
    },
    delete: (key) => rm(resolve(key), { force: true }),
    deleteFolder: (prefix) => rm(resolve(prefix), { recursive: true, force: true }),
    async exists(key) {
      try {
        await stat(resolve(key));
        return true;
      } catch {
        return false;
      }
    },
    async withLocalFile(key, work) {
      await stat(resolve(key));
      return work(resolve(key));
    },
  };
}

function createS3Storage(config: Config, tmpDir: string): Storage {
  // Loaded lazily so the default (disk) setup never pays for the AWS SDK.
  const clientPromise = import('@aws-sdk/client-s3').then((s3) => ({
    s3,
    client: new s3.S3Client({
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      credentials:
        config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
          : undefined,
    }),
  }));
  const Bucket = config.S3_BUCKET!;
  const getBody = async (key: string) => {
    const { s3, client } = await clientPromise;
    const result = await client.send(new s3.GetObjectCommand({ Bucket, Key: key }));
    return result.Body as Readable;
  };
  const copyObject = async (fromKey: string, toKey: string) => {
    const { s3, client } = await clientPromise;
    // CopySource is a header: the key must be URL-encoded (a space or a non-ASCII letter is refused
    // otherwise), its slashes kept.
    const CopySource = `${Bucket}/${fromKey.split('/').map(encodeURIComponent).join('/')}`;
    await client.send(new s3.CopyObjectCommand({ Bucket, Key: toKey, CopySource }));
  };
  return {
    async put(key, source) {
      const { s3, client } = await clientPromise;
      const body = source instanceof Readable ? source : Buffer.from(source);
      // Multipart upload streams large files without knowing their length up front.
      const { Upload } = await import('@aws-sdk/lib-storage').catch(() => ({ Upload: null }));
      if (Upload && body instanceof Readable) {
        await new Upload({ client, params: { Bucket, Key: key, Body: body } }).done();
      } else {
        const bytes = body instanceof Readable ? Buffer.concat(await body.toArray()) : body;
        await client.send(new s3.PutObjectCommand({ Bucket, Key: key, Body: bytes }));
      }
      const head = await client.send(new s3.HeadObjectCommand({ Bucket, Key: key }));
      return head.ContentLength ?? 0;
    },
    async read(key) {
      const body = await getBody(key);
      return Buffer.concat(await body.toArray());
    },
    stream: getBody,
    async move(fromKey, toKey) {
      await copyObject(fromKey, toKey);
      const { s3, client } = await clientPromise;
      await client.send(new s3.DeleteObjectCommand({ Bucket, Key: fromKey }));
    },
    copy: copyObject,
    async delete(key) {
      const { s3, client } = await clientPromise;
      await client.send(new s3.DeleteObjectCommand({ Bucket, Key: key }));
    },
    async deleteFolder(prefix) {
      const { s3, client } = await clientPromise;
      let ContinuationToken: string | undefined;
      do {
        const listed = await client.send(
          new s3.ListObjectsV2Command({ Bucket, Prefix: `${prefix.replace(/\/$/, '')}/`, ContinuationToken }),
        );
        const keys = (listed.Contents ?? []).flatMap((item) => (item.Key ? [{ Key: item.Key }] : []));
        if (keys.length > 0) await client.send(new s3.DeleteObjectsCommand({ Bucket, Delete: { Objects: keys, Quiet: true } }));
        ContinuationToken = listed.IsTruncated ? listed.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async exists(key) {
      const { s3, client } = await clientPromise;
      try {
        await client.send(new s3.HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        // Only "not there" is false: a refused credential or an unreachable server must not read as a
        // missing file (a caller would then store it again, or report it gone).
        if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return false;
        throw error;
      }
    },
    async withLocalFile(key, work) {
      await mkdir(tmpDir, { recursive: true });
      const file = path.join(tmpDir, `s3-${randomUUID()}`);
      try {
        await pipeline(await getBody(key), createWriteStream(file));
        return await work(file);
      } finally {
        await rm(file, { force: true });
      }
    },
  };
}

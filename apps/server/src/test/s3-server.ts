import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * An S3-compatible server for tests (the `s3rver` package, in this process, objects in a temporary
 * folder), so the S3 storage path meets a real server speaking the S3 protocol over HTTP.
 * s3rver checks request signatures against its fixed credentials, S3RVER / S3RVER.
 */
export interface TestS3Server {
  endpoint: string;
  bucket: string;
  /** The environment that points Pitchscope at this server (STORAGE_DRIVER=s3). */
  env: Record<string, string>;
  /** The keys in the bucket (from the server's own listing, not through Pitchscope's storage). */
  listKeys(prefix?: string): Promise<string[]>;
  close(): Promise<void>;
}

interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;

export async function startS3Server(bucket = 'pitchscope-test'): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'pitchscope-s3-'));
  // s3rver is CommonJS without types.
  const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    vhostBuckets: false,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const s3 = await import('@aws-sdk/client-s3');
  const client = new s3.S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials });
  return {
    endpoint,
    bucket,
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async listKeys(prefix) {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const listed = await client.send(new s3.ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken }));
        keys.push(...(listed.Contents ?? []).flatMap((item) => (item.Key ? [item.Key] : [])));
        ContinuationToken = listed.IsTruncated ? listed.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys.sort();
    },
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

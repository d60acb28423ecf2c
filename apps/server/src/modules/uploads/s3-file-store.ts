import type { S3Config } from '../../config.ts';
import { optionalDependency } from '../../platform/optional-dependency.ts';
import { checkStorageKey, type FileStore } from './file-store.ts';

/** The AWS SDK, loaded only when S3_* is configured: uploads go to DATA_DIR otherwise. */
const awsS3 = optionalDependency<typeof import('@aws-sdk/client-s3')>('@aws-sdk/client-s3');

/** Objects `uploads/<key>` in a private bucket; path-style addressing works with MinIO and similar servers. */
export function createS3FileStore(config: S3Config): FileStore & { close(): void } {
  const { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } =
    awsS3();
  const client = new S3Client({
    region: config.region,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    forcePathStyle: true,
    // Checksums only where S3 requires them: S3-compatible servers (MinIO, Ceph, s3rver) differ in which
    // of the newer flexible-checksum headers they understand.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
  });
  const objectKey = (key: string) => `uploads/${checkStorageKey(key)}`;
  return {
    async put(key, data, mime) {
      await client.send(
        new PutObjectCommand({ Bucket: config.bucket, Key: objectKey(key), Body: data, ContentType: mime }),
      );
    },
    async get(key) {
      try {
        const reply = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }));
        if (!reply.Body) return null;
        return Buffer.from(await reply.Body.transformToByteArray());
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }));
    },
    close: () => client.destroy(),
  };
}

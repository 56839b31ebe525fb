import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { guardBackend } from "../http/errors.js";
import { assertSafeKey, ObjectExistsError, type Storage, type StoredObject } from "./types.js";

export interface S3Location {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  forcePathStyle: boolean;
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/**
 * Parses `s3://[key:secret@]bucket?endpoint=http://host:port&region=…&forcePathStyle=true`. Without credentials in the
 * URL the SDK's usual sources apply (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, profiles, instance roles).
 */
export function parseStorageUrl(storageUrl: string): S3Location {
  const url = new URL(storageUrl);
  if (url.protocol !== "s3:" || !url.hostname)
    throw new Error("STORAGE_URL: must look like s3://bucket?endpoint=…");
  const endpoint = url.searchParams.get("endpoint") ?? undefined;
  return {
    bucket: url.hostname,
    endpoint,
    region: url.searchParams.get("region") ?? "us-east-1",
    forcePathStyle: (url.searchParams.get("forcePathStyle") ?? (endpoint ? "true" : "false")) === "true",
    credentials: url.username
      ? { accessKeyId: decodeURIComponent(url.username), secretAccessKey: decodeURIComponent(url.password) }
      : undefined,
  };
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === "NoSuchKey" || error.$metadata.httpStatusCode === 404)
  );
}

/** Any S3-compatible store (AWS, MinIO, Ceph, …). */
export class S3Storage implements Storage {
  readonly kind = "s3";
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(location: S3Location) {
    this.bucket = location.bucket;
    this.client = new S3Client({
      region: location.region,
      forcePathStyle: location.forcePathStyle,
      maxAttempts: 2,
      // Checksums only where the protocol demands them: several S3-compatible servers reject the newer headers.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
      requestHandler: { connectionTimeout: 3000, requestTimeout: 20_000 },
      ...(location.endpoint ? { endpoint: location.endpoint } : {}),
      ...(location.credentials ? { credentials: location.credentials } : {}),
    });
  }

  async ping(): Promise<void> {
    await guardBackend("storage", () => this.client.send(new HeadBucketCommand({ Bucket: this.bucket })));
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    assertSafeKey(key);
    await guardBackend("storage", async () => {
      try {
        await this.client.send(
          new PutObjectCommand({
            Bucket: this.bucket,
            Key: key,
            Body: bytes,
            ContentType: contentType,
            ContentLength: bytes.byteLength,
            IfNoneMatch: "*",
          }),
        );
      } catch (error) {
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 412) {
          throw new ObjectExistsError(key);
        }
        throw error;
      }
    });
  }

  async get(key: string): Promise<Uint8Array | undefined> {
    assertSafeKey(key);
    return guardBackend("storage", async () => {
      try {
        const response = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
        return response.Body ? await response.Body.transformToByteArray() : new Uint8Array();
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    });
  }

  async stream(key: string): Promise<{ body: ReadableStream<Uint8Array>; size: number } | undefined> {
    assertSafeKey(key);
    return guardBackend("storage", async () => {
      try {
        const response = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
        if (!response.Body) return undefined;
        return {
          body: response.Body.transformToWebStream() as ReadableStream<Uint8Array>,
          size: Number(response.ContentLength ?? 0),
        };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    });
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    await guardBackend("storage", () =>
      this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key })),
    );
  }

  async *list(): AsyncIterable<StoredObject> {
    let continuationToken: string | undefined;
    do {
      const page = await guardBackend("storage", () =>
        this.client.send(
          new ListObjectsV2Command({
            Bucket: this.bucket,
            ...(continuationToken ? { ContinuationToken: continuationToken } : {}),
          }),
        ),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key && /^(uploads|results)\//.test(object.Key)) {
          yield { key: object.Key, lastModified: object.LastModified?.getTime() ?? 0 };
        }
      }
      continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (continuationToken);
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}

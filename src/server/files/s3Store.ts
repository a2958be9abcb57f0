/**
 * The file store on any S3-compatible object store (AWS S3, MinIO, Ceph, R2 …) through the official
 * SDK. Bodies stream both ways: a stream of unknown length goes up as a multipart upload in 8 MB parts
 * (one part in memory at a time), so memory stays bounded whatever the file's size.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { checkKey, type ByteRange, type FileStore, type StoredObject } from './store';

// The SDK warns at every start that its releases after January 2027 need Node 22; the warning says
// nothing an operator can act on here (TOOLCHAIN.md pins Node 20), so it is switched off by the
// SDK's own documented variable unless the operator set it.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/** The size of the parts of a multipart upload (S3 wants at least 5 MB for every part but the last). */
export const S3_PART_BYTES = 8 * 1024 * 1024;
/** DeleteObjects takes at most 1000 keys a call. */
const DELETE_BATCH = 1000;

export interface S3Options {
  /** A custom endpoint (MinIO, s3rver …); path-style addressing is used with it. Absent for AWS. */
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

function isMissing(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

/** Cuts a stream into buffers of exactly `size` bytes (the last one shorter), holding one at a time. */
async function* parts(stream: Readable, size: number): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let yielded = false;
  for await (const chunk of stream) {
    let buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    while (pendingBytes + buf.length >= size) {
      const take = size - pendingBytes;
      pending.push(buf.subarray(0, take));
      yield Buffer.concat(pending);
      yielded = true;
      buf = buf.subarray(take);
      pending = [];
      pendingBytes = 0;
    }
    if (buf.length) {
      pending.push(buf);
      pendingBytes += buf.length;
    }
  }
  // An empty stream is one empty part (an empty object).
  if (pendingBytes || !yielded) yield Buffer.concat(pending);
}

export class S3Store implements FileStore {
  readonly kind = 's3' as const;
  readonly client: S3Client;
  readonly bucket: string;
  readonly options: S3Options;

  constructor(o: S3Options) {
    this.options = { ...o };
    this.bucket = o.bucket;
    this.client = new S3Client({
      endpoint: o.endpoint,
      region: o.region,
      forcePathStyle: Boolean(o.endpoint),
      credentials: { accessKeyId: o.accessKeyId, secretAccessKey: o.secretAccessKey },
      // Checksums only where the API requires them: S3-compatible servers other than AWS often do not
      // take the SDK's newer trailing checksums on streamed bodies.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Readable | Uint8Array | { path: string }, contentType: string): Promise<{ size: number }> {
    checkKey(key);
    if (body instanceof Uint8Array) {
      await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentLength: body.length, ContentType: contentType }));
      return { size: body.length };
    }
    if (!(body instanceof Readable)) {
      const { size } = await stat(body.path);
      if (size <= S3_PART_BYTES) {
        await this.client.send(
          new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: createReadStream(body.path), ContentLength: size, ContentType: contentType }),
        );
        return { size };
      }
      return this.putStream(key, createReadStream(body.path), contentType);
    }
    return this.putStream(key, body, contentType);
  }

  /** A stream of unknown length: one PutObject when it fits in a part, else a multipart upload. */
  private async putStream(key: string, stream: Readable, contentType: string): Promise<{ size: number }> {
    const chunks = parts(stream, S3_PART_BYTES);
    const first = await chunks.next();
    const firstPart = first.done ? Buffer.alloc(0) : first.value;
    if (firstPart.length < S3_PART_BYTES) {
      await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: firstPart, ContentLength: firstPart.length, ContentType: contentType }));
      return { size: firstPart.length };
    }
    const { UploadId } = await this.client.send(new CreateMultipartUploadCommand({ Bucket: this.bucket, Key: key, ContentType: contentType }));
    const done: { ETag: string; PartNumber: number }[] = [];
    let size = 0;
    try {
      let part: Buffer | undefined = firstPart;
      while (part) {
        const PartNumber = done.length + 1;
        const { ETag } = await this.client.send(
          new UploadPartCommand({ Bucket: this.bucket, Key: key, UploadId, PartNumber, Body: part, ContentLength: part.length }),
        );
        done.push({ ETag: ETag!, PartNumber });
        size += part.length;
        const next = await chunks.next();
        part = next.done ? undefined : next.value;
      }
      await this.client.send(new CompleteMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId, MultipartUpload: { Parts: done } }));
      return { size };
    } catch (err) {
      stream.destroy();
      await this.client.send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId })).catch(() => undefined);
      throw err;
    }
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
    checkKey(key);
    try {
      const out = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
      );
      // With a range, the whole object's size is the part after '/' of Content-Range.
      const total = range && out.ContentRange ? Number(out.ContentRange.split('/')[1]) : out.ContentLength;
      return {
        body: out.Body as Readable,
        size: total ?? 0,
        contentType: out.ContentType ?? 'application/octet-stream',
        range: range ?? null,
      };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async head(key: string): Promise<{ size: number; contentType: string } | null> {
    checkKey(key);
    try {
      const out = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: out.ContentLength ?? 0, contentType: out.ContentType ?? 'application/octet-stream' };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    checkKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async deletePrefix(prefix: string): Promise<void> {
    const keys = await this.list(prefix);
    for (let i = 0; i < keys.length; i += DELETE_BATCH) {
      const batch = keys.slice(i, i + DELETE_BATCH);
      const out = await this.client.send(
        new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }),
      );
      if (out.Errors?.length) throw new Error(`could not delete ${out.Errors.length} objects under ${prefix}: ${out.Errors[0]!.Message ?? ''}`);
    }
  }

  async list(prefix: string): Promise<string[]> {
    const Prefix = `${checkKey(prefix)}/`;
    const keys: string[] = [];
    // ListObjects (v1) paged by Marker, the last key seen: every S3 implementation has it, while the
    // continuation tokens of v2 fail on s3rver (its tokens use a cipher OpenSSL 3 no longer has).
    let Marker: string | undefined;
    for (;;) {
      const out = await this.client.send(new ListObjectsCommand({ Bucket: this.bucket, Prefix, Marker }));
      const page = (out.Contents ?? []).flatMap((o) => (o.Key ? [o.Key] : []));
      keys.push(...page);
      if (!out.IsTruncated || !page.length) return keys;
      Marker = page[page.length - 1];
    }
  }
}

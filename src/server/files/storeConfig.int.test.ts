import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3, type TestS3 } from '../../../tests/harness/s3';
import { EnvError, parseEnv } from '../env';
import { S3Store } from './s3Store';
import { openStore, specOf, storeFromEnv } from './storeConfig';
import { DirectoryStore, readAll } from './store';

describe('the file store chosen from the environment', () => {
  let s3: TestS3;
  beforeAll(async () => {
    s3 = await startS3('config-test');
  });
  afterAll(() => s3.close());

  it('keeps files in the data directory when no S3 variable is set', () => {
    expect(storeFromEnv(parseEnv({}))).toBeUndefined();
  });

  it('stops the start naming each variable that object storage lacks', () => {
    expect(() => storeFromEnv(parseEnv({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: 'photos' }))).toThrow(EnvError);
    expect(() => storeFromEnv(parseEnv({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: 'photos' }))).toThrow(/S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required/);
    expect(() => storeFromEnv(parseEnv({ S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'k' }))).toThrow(/^Invalid environment:\n {2}S3_SECRET_ACCESS_KEY: required/);
    expect(() => parseEnv({ S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
  });

  it('stores in the bucket of S3_* and opens the same store again from its description (another thread)', async () => {
    const store = storeFromEnv(parseEnv(s3.env));
    expect(store).toBeInstanceOf(S3Store);
    await store!.put('cfg/hello.txt', Buffer.from('from the env'), 'text/plain');
    const again = openStore(specOf(store!));
    expect(again).not.toBe(store);
    expect((await readAll((await again.get('cfg/hello.txt'))!)).toString()).toBe('from the env');
    // The harness's own client sees it in the same bucket.
    expect(await s3.store.head('cfg/hello.txt')).toEqual({ size: 12, contentType: 'text/plain' });
    store!.client.destroy();
  });

  it('describes a directory store by its root', () => {
    const dir = new DirectoryStore('/tmp/xungen-spec-test');
    expect(specOf(dir)).toEqual({ kind: 'directory', root: '/tmp/xungen-spec-test' });
    expect(openStore(specOf(dir))).toBeInstanceOf(DirectoryStore);
  });
});

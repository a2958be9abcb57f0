/**
 * The media library: a 100 MB upload in one request and in 8 MB parts to a server process (time, and
 * the server's peak memory rise; target under 64 MB) beside a plain copy of the file on disk; the
 * thumbnail of a 12-megapixel JPEG at 320 and 1024 wide (target under 300 ms) beside a file read and a
 * full decode; the list of 10,000 assets with each filter and order (p95 target under 50 ms) beside a
 * primary-key read. Every baseline is measured in the same run. Run: npm run bench -- library
 */
import type { BenchTable } from './lib/table';
import { listTable } from './library/list';
import { thumbnailTable } from './library/thumbnails';
import { uploadTable } from './library/uploads';

export default async function run(): Promise<BenchTable[]> {
  return [await uploadTable(), await thumbnailTable(), await listTable()];
}

/**
 * The lines of a collection file (data/records/layout.ts), read and checked one by one: each is JSON
 * and matches the layout, or the reading stops with an error naming the line and the field. The lines
 * come in batches, numbered as in the file; with `withKeys` a record line carries its persons' name
 * keys (the CPU part of an import, so a worker thread can do it).
 */
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { z } from 'zod';
import { collectionFileLineSchema, type CollectionFileLine } from '../../data/records/layout';
import { recordPersonKeys } from './recordPersonKeys';

export class CollectionFileError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(`Line ${line}: ${message}`);
  }
}

export interface CollectionFileItem {
  number: number;
  line: CollectionFileLine;
  /** Name keys of each person of a record line, in order, when built before the import. */
  keys?: string[][];
}

function describe(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.join('.') || 'line'}: ${i.message}`).join('; ');
}

/** One line of text checked against the layout. */
export function checkLine(number: number, text: string, withKeys = false): CollectionFileItem {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new CollectionFileError(number, 'not valid JSON.');
  }
  const parsed = collectionFileLineSchema.safeParse(json);
  if (!parsed.success) throw new CollectionFileError(number, describe(parsed.error));
  const line = parsed.data;
  if (withKeys && line.kind === 'record') return { number, line, keys: line.persons.map((p) => recordPersonKeys(p)) };
  return { number, line };
}

/** The checked lines of the file at `path`, `size` a batch. */
export async function* readCollectionFile(path: string, size: number, withKeys = false): AsyncGenerator<CollectionFileItem[]> {
  const lines = createInterface({ input: createReadStream(path, { encoding: 'utf8' }), crlfDelay: Infinity });
  let batch: CollectionFileItem[] = [];
  let number = 0;
  try {
    for await (const text of lines) {
      number++;
      if (!text.trim()) continue;
      batch.push(checkLine(number, text, withKeys));
      if (batch.length >= size) {
        yield batch;
        batch = [];
      }
    }
    if (batch.length) yield batch;
  } finally {
    lines.close();
  }
}

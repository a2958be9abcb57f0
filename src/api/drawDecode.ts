/**
 * Reading a draw answer: the client asks for the columnar form (src/protocol/drawColumns.ts), the
 * browser undoes the content coding, a web worker parses and checks the columns off the main thread
 * and hands them back (numbers as transferred Float64Arrays), and the page turns them into the
 * drawing. Where there is no Worker (tests, old engines) all of it happens on this thread.
 */
import { drawResponseSchema, type DrawResponse } from '../protocol/draw';
import { decodeDrawColumns, DRAW_COLUMNS_TYPE, drawColumnsSchema, type DrawColumns } from '../protocol/drawColumns';

export interface DecodeRequest {
  id: number;
  bytes: ArrayBuffer;
}
export type DecodeReply = { id: number; columns: DrawColumns } | { id: number; error: string };

/**
 * The checked columns in the bytes of a columnar answer; throws naming what does not fit. The columns
 * are checked, not the 100,000 objects decoded from them: the same rules, several times faster.
 */
export function checkedDrawColumns(bytes: ArrayBuffer): DrawColumns {
  const parsed = drawColumnsSchema.safeParse(JSON.parse(new TextDecoder().decode(bytes)));
  if (!parsed.success) throw new Error(`Unexpected drawing: ${parsed.error.issues[0]?.path.join('.')}: ${parsed.error.issues[0]?.message}`);
  // The schema's optional columns may be missing, where DrawColumns lists them as undefined: the same for decoding.
  return parsed.data as DrawColumns;
}

/** The checked drawing in the bytes of a columnar answer (on this thread). */
export function decodeDrawBytes(bytes: ArrayBuffer): DrawResponse {
  return decodeDrawColumns(checkedDrawColumns(bytes));
}

/** Numeric columns that a worker hands to the page as Float64Arrays, whose buffers move without a copy. */
const NUMBER_COLUMNS = { persons: ['generation', 'x', 'y', 'width', 'height', 'hidden_count'], lines: ['person_counts', 'point_counts', 'points'] } as const;

/** Turns the numeric columns into Float64Arrays (decodeDrawColumns reads them by index) and lists their buffers. */
export function transferableColumns(columns: DrawColumns): ArrayBuffer[] {
  const buffers: ArrayBuffer[] = [];
  for (const part of ['persons', 'lines'] as const) {
    const table = columns[part] as unknown as Record<string, number[] | Float64Array>;
    for (const key of NUMBER_COLUMNS[part]) {
      const typed = Float64Array.from(table[key]!);
      table[key] = typed;
      buffers.push(typed.buffer);
    }
  }
  return buffers;
}

let worker: Worker | undefined;
let nextId = 0;
const waiting = new Map<number, { resolve(columns: DrawColumns): void; reject(err: Error): void }>();

function decoder(): Worker | undefined {
  if (typeof Worker === 'undefined') return undefined;
  if (!worker) {
    worker = new Worker(new URL('./drawDecode.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<DecodeReply>) => {
      const reply = event.data;
      const wait = waiting.get(reply.id);
      waiting.delete(reply.id);
      if ('error' in reply) wait?.reject(new Error(reply.error));
      else wait?.resolve(reply.columns);
    };
    worker.onerror = (event) => {
      for (const wait of waiting.values()) wait.reject(new Error(`The drawing decoder failed: ${event.message}`));
      waiting.clear();
      worker = undefined;
    };
  }
  return worker;
}

/** Starts the decoder's worker, so its script loads while the server lays the drawing out. */
export function warmDrawDecoder(): void {
  decoder();
}

/** The drawing in a draw answer of either form, checked against the protocol. */
export async function readDrawAnswer(response: Response): Promise<DrawResponse> {
  if (!(response.headers.get('content-type') ?? '').startsWith(DRAW_COLUMNS_TYPE)) {
    const parsed = drawResponseSchema.safeParse(await response.json());
    if (!parsed.success) throw new Error(`Unexpected drawing: ${parsed.error.issues[0]?.message}`);
    return parsed.data;
  }
  const bytes = await response.arrayBuffer();
  const thread = decoder();
  if (!thread) return decodeDrawBytes(bytes);
  const id = ++nextId;
  const columns = await new Promise<DrawColumns>((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    thread.postMessage({ id, bytes } satisfies DecodeRequest, [bytes]);
  });
  // Parsing and checking happened in the worker; turning the columns into objects here is one pass
  // over plain arrays (handing 100,000 objects over from the worker cost several times more).
  return decodeDrawColumns(columns);
}

/**
 * Reading a draw answer: the client asks for the columnar form (src/protocol/drawColumns.ts), the
 * browser undoes the content coding, and a web worker parses, decodes and checks it off the main
 * thread. Where there is no Worker (tests, old engines) the same happens on this thread.
 */
import { drawResponseSchema, type DrawResponse } from '../protocol/draw';
import { decodeDrawColumns, DRAW_COLUMNS_TYPE, type DrawColumns } from '../protocol/drawColumns';

export interface DecodeRequest {
  id: number;
  bytes: ArrayBuffer;
}
export type DecodeReply = { id: number; draw: DrawResponse } | { id: number; error: string };

/** The checked drawing in the bytes of a columnar answer; throws naming what does not fit. */
export function decodeDrawBytes(bytes: ArrayBuffer): DrawResponse {
  const columns = JSON.parse(new TextDecoder().decode(bytes)) as DrawColumns;
  const parsed = drawResponseSchema.safeParse(decodeDrawColumns(columns));
  if (!parsed.success) throw new Error(`Unexpected drawing: ${parsed.error.issues[0]?.path.join('.')}: ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}

let worker: Worker | undefined;
let nextId = 0;
const waiting = new Map<number, { resolve(draw: DrawResponse): void; reject(err: Error): void }>();

function decoder(): Worker | undefined {
  if (typeof Worker === 'undefined') return undefined;
  if (!worker) {
    worker = new Worker(new URL('./drawDecode.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<DecodeReply>) => {
      const reply = event.data;
      const wait = waiting.get(reply.id);
      waiting.delete(reply.id);
      if ('error' in reply) wait?.reject(new Error(reply.error));
      else wait?.resolve(reply.draw);
    };
    worker.onerror = (event) => {
      for (const wait of waiting.values()) wait.reject(new Error(`The drawing decoder failed: ${event.message}`));
      waiting.clear();
      worker = undefined;
    };
  }
  return worker;
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
  return new Promise<DrawResponse>((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    thread.postMessage({ id, bytes } satisfies DecodeRequest, [bytes]);
  });
}

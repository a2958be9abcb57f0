/**
 * Web worker: turns the bytes of a columnar draw answer into the checked DrawResponse, so parsing and
 * checking a 100,000-person drawing never hold the page's main thread.
 */
import { decodeDrawBytes, type DecodeReply, type DecodeRequest } from './drawDecode';

self.onmessage = (event: MessageEvent<DecodeRequest>) => {
  const { id, bytes } = event.data;
  let reply: DecodeReply;
  try {
    reply = { id, draw: decodeDrawBytes(bytes) };
  } catch (err) {
    reply = { id, error: err instanceof Error ? err.message : String(err) };
  }
  (self as unknown as Worker).postMessage(reply);
};

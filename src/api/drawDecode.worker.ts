/**
 * Web worker: parses and checks the columns of a columnar draw answer, so parsing and checking a
 * 100,000-person drawing never hold the page's main thread, and hands them back with the numeric
 * columns' buffers transferred.
 */
import { checkedDrawColumns, transferableColumns, type DecodeReply, type DecodeRequest } from './drawDecode';

self.onmessage = (event: MessageEvent<DecodeRequest>) => {
  const { id, bytes } = event.data;
  let reply: DecodeReply;
  let transfer: ArrayBuffer[] = [];
  try {
    const columns = checkedDrawColumns(bytes);
    transfer = transferableColumns(columns);
    reply = { id, columns };
  } catch (err) {
    reply = { id, error: err instanceof Error ? err.message : String(err) };
  }
  (self as unknown as Worker).postMessage(reply, transfer);
};

/**
 * Splits a stream of PostgreSQL frontend messages into whole messages: a type byte and a 4-byte length that
 * counts itself, or, for a connection's first message (startup), the length alone. What is left over is the
 * start of a message still to come.
 */
export function takeMessages(
  bytes: Uint8Array,
  startup: boolean,
): { messages: Uint8Array[]; rest: Uint8Array } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const messages: Uint8Array[] = [];
  let at = 0;
  let first = startup;
  for (;;) {
    const header = first ? 4 : 5;
    if (bytes.length - at < header) break;
    const size = first ? view.getInt32(at) : 1 + view.getInt32(at + 1);
    if (bytes.length - at < size) break;
    messages.push(bytes.subarray(at, at + size));
    at += size;
    first = false;
  }
  return { messages, rest: bytes.slice(at) };
}

/** The parts in one new buffer of their own, which can be moved to another thread (no pooled memory). */
export function joinBytes(parts: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const joined = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    joined.set(part, at);
    at += part.length;
  }
  return joined;
}

const READY_FOR_QUERY = 'Z'.charCodeAt(0);
const IDLE = 'I'.charCodeAt(0);

/**
 * Whether the session stays with the connection these backend messages answered: unless they end with a
 * ReadyForQuery saying it is idle (not in a transaction, 'T', nor in a failed one, 'E'), more of that
 * connection's messages must come first (its transaction's next query, the rest of a COPY, a Sync).
 */
export function sessionHeldAfter(reply: Uint8Array): boolean {
  const at = reply.length - 6;
  const endsReady =
    at >= 0 &&
    reply[at] === READY_FOR_QUERY &&
    reply[at + 1] === 0 &&
    reply[at + 2] === 0 &&
    reply[at + 3] === 0 &&
    reply[at + 4] === 5;
  return !(endsReady && reply[at + 5] === IDLE);
}

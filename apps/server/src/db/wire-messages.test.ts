import { describe, expect, it } from 'vitest';
import { joinBytes, sessionHeldAfter, takeMessages } from './wire-messages.ts';

const message = (type: string, body: number[]) => {
  const bytes = new Uint8Array(5 + body.length);
  bytes[0] = type.charCodeAt(0);
  new DataView(bytes.buffer).setInt32(1, 4 + body.length);
  bytes.set(body, 5);
  return bytes;
};
const startupMessage = () => {
  const bytes = new Uint8Array(9);
  new DataView(bytes.buffer).setInt32(0, 9);
  new DataView(bytes.buffer).setInt32(4, 196608);
  return bytes;
};
const join = (...parts: Uint8Array[]) => Uint8Array.from(parts.flatMap((part) => [...part]));

describe('takeMessages', () => {
  it('splits messages by their lengths, the first of a connection having no type byte', () => {
    const parse = message('P', [1, 2, 3]);
    const sync = message('S', []);
    const { messages, rest } = takeMessages(join(startupMessage(), parse, sync), true);
    expect(messages.map((part) => [...part])).toEqual([[...startupMessage()], [...parse], [...sync]]);
    expect(rest.length).toBe(0);
  });

  it('keeps a message cut short, header or body, for the bytes still to come', () => {
    const bind = message('B', [9, 8, 7, 6]);
    const first = takeMessages(join(message('S', []), bind.subarray(0, 7)), false);
    expect(first.messages.map((part) => String.fromCharCode(part[0]!))).toEqual(['S']);
    expect([...first.rest]).toEqual([...bind.subarray(0, 7)]);
    expect(takeMessages(bind.subarray(0, 3), false)).toEqual({ messages: [], rest: bind.subarray(0, 3) });
    const second = takeMessages(join(first.rest, bind.subarray(7)), false);
    expect(second.messages.map((part) => [...part])).toEqual([[...bind]]);
  });
});

describe('joinBytes', () => {
  it('joins the parts into a buffer of its own, sharing no memory with them', () => {
    const pooled = Buffer.from([1, 2, 3]);
    const joined = joinBytes([pooled, new Uint8Array([4])]);
    expect([...joined]).toEqual([1, 2, 3, 4]);
    expect(joined.buffer).not.toBe(pooled.buffer);
    expect(joined.buffer.byteLength).toBe(4);
  });
});

describe('sessionHeldAfter', () => {
  const ready = (status: string) => message('Z', [status.charCodeAt(0)]);
  const complete = message('C', [...Buffer.from('SELECT 1\0')]);

  it('frees the session after a ReadyForQuery that says idle, and only then', () => {
    expect(sessionHeldAfter(join(complete, ready('I')))).toBe(false);
    expect(sessionHeldAfter(ready('I'))).toBe(false);
    // In a transaction, in a failed one.
    expect(sessionHeldAfter(join(complete, ready('T')))).toBe(true);
    expect(sessionHeldAfter(join(complete, ready('E')))).toBe(true);
  });

  it('keeps it while the answer stops short of a ReadyForQuery (a COPY under way, a query before its Sync)', () => {
    expect(sessionHeldAfter(message('G', [0, 0, 0]))).toBe(true);
    expect(sessionHeldAfter(complete)).toBe(true);
    // A ReadyForQuery earlier in the answer says nothing of its end.
    expect(sessionHeldAfter(join(ready('I'), complete))).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { createSseParser, type SseMessage } from '../../src/lib/live-events/sse-parser';

function parse(...chunks: string[]) {
  const messages: SseMessage[] = [];
  const parser = createSseParser((message) => messages.push(message));
  for (const chunk of chunks) parser.push(chunk);
  return { messages, parser };
}

describe('server-sent events parser', () => {
  it('dispatches an event at its blank line, with its type, data and id', () => {
    const { messages, parser } = parse('id: 7\nevent: quote\ndata: {"a":1}\n\n');
    expect(messages).toEqual([{ type: 'quote', data: '{"a":1}', lastEventId: '7' }]);
    expect(parser.lastEventId).toBe('7');
  });

  it('waits for the blank line, however the text is cut into chunks', () => {
    const { messages } = parse('da', 'ta: hel', 'lo\n', '\n');
    expect(messages).toEqual([{ type: 'message', data: 'hello', lastEventId: '' }]);
    expect(parse('data: x\n').messages).toEqual([]);
  });

  it('accepts CRLF, LF and CR line ends, even a CRLF split across chunks', () => {
    expect(parse('data: a\r\n\r\n').messages.map((m) => m.data)).toEqual(['a']);
    expect(parse('data: b\r\r').messages.map((m) => m.data)).toEqual(['b']);
    expect(parse('data: c\r', '\n\r', '\n').messages.map((m) => m.data)).toEqual(['c']);
  });

  it('joins several data lines with a line feed', () => {
    expect(parse('data: one\ndata: two\n\n').messages[0]?.data).toBe('one\ntwo');
  });

  it('ignores comments (heartbeats), unknown fields and retry', () => {
    const { messages } = parse(': heartbeat\n\nretry: 5000\nfoo: bar\n\n: ping\ndata: x\n\n');
    expect(messages).toEqual([{ type: 'message', data: 'x', lastEventId: '' }]);
  });

  it('drops an event with no data but keeps its id as the resume point', () => {
    const { messages, parser } = parse('id: 41\nevent: heartbeat\n\n');
    expect(messages).toEqual([]);
    expect(parser.lastEventId).toBe('41');
  });

  it('keeps the last id for later events that carry none', () => {
    const { messages } = parse('id: 3\ndata: a\n\ndata: b\n\n');
    expect(messages.map((m) => m.lastEventId)).toEqual(['3', '3']);
  });

  it('removes one leading space only, and takes a field with no colon as empty', () => {
    const { messages } = parse('data:  two spaces\n\ndata\n\n');
    expect(messages.map((m) => m.data)).toEqual([' two spaces', '']);
  });

  it('skips a byte order mark at the start of the stream', () => {
    expect(parse('\uFEFFdata: x\n\n').messages[0]?.data).toBe('x');
  });

  it('refuses an id holding NULL', () => {
    const { parser } = parse('id: 1\n\nid: 2\u0000\n\n');
    expect(parser.lastEventId).toBe('1');
  });
});

/** One dispatched server-sent event, as the HTML standard's event stream parser defines it. */
export type SseMessage = { type: string; data: string; lastEventId: string };

export type SseParser = {
  /** Feeds decoded text; events are dispatched as their blank line arrives. */
  push(chunk: string): void;
  /** The last `id:` seen, kept across events (what a reconnect sends as Last-Event-ID). */
  readonly lastEventId: string;
};

/**
 * The event stream format (WHATWG HTML §9.2.6) over text that arrives in arbitrary pieces:
 * lines end in CRLF, LF or CR (a CR may end one chunk and its LF start the next), `:` starts a
 * comment (heartbeats), a blank line dispatches, an event with no data is dropped.
 */
export function createSseParser(onMessage: (message: SseMessage) => void): SseParser {
  let pending = '';
  let atStreamStart = true;
  let skipNextLineFeed = false;
  let type = '';
  let data = '';
  let lastEventId = '';

  const dispatch = () => {
    const hadData = data !== '';
    const message = { type: type || 'message', data: data.slice(0, -1), lastEventId };
    type = '';
    data = '';
    if (hadData) onMessage(message);
  };

  const processLine = (line: string) => {
    if (line === '') return dispatch();
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') type = value;
    else if (field === 'data') data += `${value}\n`;
    else if (field === 'id' && !value.includes('\0')) lastEventId = value;
    // `retry` and unknown fields are ignored: the client keeps its own backoff.
  };

  return {
    push(chunk) {
      let text = chunk;
      if (atStreamStart && text !== '') {
        atStreamStart = false;
        if (text.startsWith('\uFEFF')) text = text.slice(1);
      }
      pending += text;
      let lineStart = 0;
      for (let index = 0; index < pending.length; index += 1) {
        const char = pending[index];
        if (skipNextLineFeed) {
          skipNextLineFeed = false;
          if (char === '\n') {
            lineStart = index + 1;
            continue;
          }
        }
        if (char === '\n' || char === '\r') {
          processLine(pending.slice(lineStart, index));
          lineStart = index + 1;
          skipNextLineFeed = char === '\r';
        }
      }
      pending = pending.slice(lineStart);
    },
    get lastEventId() {
      return lastEventId;
    },
  };
}

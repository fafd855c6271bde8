/** One server-sent event. */
export interface ServerSentEvent {
  readonly event: string;
  readonly data: string;
  readonly id?: string;
}

/**
 * Incremental parser of the `text/event-stream` format (WHATWG HTML §9.2): feed it text chunks as they
 * arrive, it returns the events completed so far. Comments (`: keep-alive`) are skipped.
 */
export class SseParser {
  private buffer = '';
  private eventType = '';
  private dataLines: string[] = [];
  private lastId: string | undefined;

  /** Feeds a chunk of text; returns the events it completed. */
  push(chunk: string): ServerSentEvent[] {
    this.buffer += chunk;
    const events: ServerSentEvent[] = [];
    for (;;) {
      const match = /\r\n|\r|\n/.exec(this.buffer);
      // A trailing "\r" may be the first half of "\r\n": wait for the next chunk.
      if (!match || (match[0] === '\r' && match.index === this.buffer.length - 1)) break;
      const line = this.buffer.slice(0, match.index);
      this.buffer = this.buffer.slice(match.index + match[0].length);
      const event = this.line(line);
      if (event) events.push(event);
    }
    return events;
  }

  private line(line: string): ServerSentEvent | undefined {
    if (line === '') return this.dispatch();
    if (line.startsWith(':')) return undefined;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') this.eventType = value;
    else if (field === 'data') this.dataLines.push(value);
    else if (field === 'id') this.lastId = value;
    return undefined;
  }

  private dispatch(): ServerSentEvent | undefined {
    const dataLines = this.dataLines;
    const event = this.eventType || 'message';
    this.dataLines = [];
    this.eventType = '';
    if (dataLines.length === 0) return undefined;
    return { event, data: dataLines.join('\n'), ...(this.lastId === undefined ? {} : { id: this.lastId }) };
  }
}

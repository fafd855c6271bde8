import { describe, expect, test } from 'vitest';
import { SseParser } from './sse-parser.js';

describe('SseParser', () => {
  test.each([
    ['one snapshot event', ['event: snapshot\ndata: {"a":1}\n\n'], [{ event: 'snapshot', data: '{"a":1}' }]],
    ['split across chunks', ['event: snap', 'shot\nda', 'ta: {"a":', '1}\n', '\n'], [{ event: 'snapshot', data: '{"a":1}' }]],
    ['CRLF line endings, split between \\r and \\n', ['event: snapshot\r', '\ndata: x\r\n\r\n'], [{ event: 'snapshot', data: 'x' }]],
    ['CR line endings (a trailing CR waits for the next chunk)', ['data: x\r\r', 'data: y\r'], [{ event: 'message', data: 'x' }]],
    ['": keep-alive" comments are skipped', [': keep-alive\n\n', 'event: snapshot\ndata: 1\n\n'], [{ event: 'snapshot', data: '1' }]],
    ['multi-line data joined with \\n', ['data: a\ndata: b\n\n'], [{ event: 'message', data: 'a\nb' }]],
    ['no space after the colon; id kept', ['id:7\nevent:snapshot\ndata:x\n\n'], [{ event: 'snapshot', data: 'x', id: '7' }]],
    ['a field without colon, unknown fields ignored', ['data\nretry: 5\nfoo: bar\n\n'], [{ event: 'message', data: '' }]],
    ['an event with no data is not dispatched', ['event: snapshot\n\n'], []],
    ['an unterminated event waits', ['event: snapshot\ndata: x\n'], []],
    [
      'two events in one chunk',
      ['data: 1\n\ndata: 2\n\n'],
      [
        { event: 'message', data: '1' },
        { event: 'message', data: '2' },
      ],
    ],
  ])('%s', (_name, chunks, expected) => {
    const parser = new SseParser();
    expect(chunks.flatMap((chunk) => parser.push(chunk))).toEqual(expected);
  });
});

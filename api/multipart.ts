/**
 * A streaming reader of multipart/form-data (RFC 7578 over RFC 2046 §5.1.1): parts come one at a
 * time and a part's body streams as it arrives, so an upload is never held whole in memory.
 * `Request.formData()` (undici, and Hono's parseBody over it) buffers the whole body, and no
 * streaming parser is among our dependencies; the format is small enough to read here.
 *
 * Memory is bounded by one read chunk plus a delimiter: body bytes are handed on as soon as they
 * cannot be the start of the next delimiter. Part headers, the preamble and the number of parts are
 * capped, so a hostile body cannot make the reader buffer without end.
 */
export type MultipartPart = {
  /** The form field's name (Content-Disposition `name`). */
  name: string;
  /** Present on a file part (Content-Disposition `filename`, or `filename*` of RFC 8187). */
  filename: string | undefined;
  contentType: string | undefined;
  /** The part's bytes. What the caller leaves unread is skipped when the next part is asked for. */
  body: AsyncIterable<Uint8Array>;
};

/** The body is not well-formed multipart (or breaks a limit of this reader). */
export class MultipartError extends Error {
  override name = 'MultipartError';
}

export type MultipartLimits = { parts: number; headerBytes: number; preambleBytes: number };
const DEFAULT_LIMITS: MultipartLimits = { parts: 10, headerBytes: 8 * 1024, preambleBytes: 8 * 1024 };

const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');

/** The boundary of a `multipart/form-data; boundary=…` content type (1–70 characters), if any. */
export function boundaryOf(contentType: string): string | undefined {
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))\s*(?:;|$)/i.exec(contentType);
  return match?.[1] ?? match?.[2];
}

/** Reads the parts of a multipart body in order. */
export async function* readMultipart(
  stream: ReadableStream<Uint8Array>,
  boundary: string,
  limits: MultipartLimits = DEFAULT_LIMITS,
): AsyncGenerator<MultipartPart> {
  const reader = new MultipartReader(stream.getReader(), boundary);
  try {
    await reader.skipPreamble(limits.preambleBytes);
    for (let count = 0; await reader.startsAnotherPart(); count++) {
      if (count === limits.parts) throw new MultipartError(`more than ${limits.parts} parts`);
      const part = partOf(await reader.readHeaders(limits.headerBytes), reader);
      yield part;
      await reader.skipRestOfPart();
    }
  } finally {
    reader.release();
  }
}

class MultipartReader {
  // The body as if it began with CRLF, so the first delimiter is found like every other.
  private buffer: Buffer = Buffer.from(CRLF);
  private ended = false;
  private inBody = false;
  private readonly delimiter: Buffer;
  private readonly source: ReadableStreamDefaultReader<Uint8Array>;

  constructor(source: ReadableStreamDefaultReader<Uint8Array>, boundary: string) {
    this.source = source;
    this.delimiter = Buffer.from(`\r\n--${boundary}`);
  }

  /** Reads one more chunk into the buffer; false at the end of the stream. */
  private async fill(): Promise<boolean> {
    if (this.ended) return false;
    let next: Awaited<ReturnType<typeof this.source.read>>;
    try {
      next = await this.source.read();
    } catch (error) {
      // The client went away, or the body was cut off upstream: the upload's fault, not ours.
      throw new MultipartError('the body could not be read', { cause: error });
    }
    const { value, done } = next;
    if (done) {
      this.ended = true;
      return false;
    }
    this.buffer = Buffer.concat([this.buffer, value]);
    return true;
  }

  /** Drops everything up to and including the first delimiter. */
  async skipPreamble(limit: number): Promise<void> {
    for (;;) {
      const at = this.buffer.indexOf(this.delimiter);
      if (at >= 0) {
        this.buffer = this.buffer.subarray(at + this.delimiter.length);
        return;
      }
      if (this.buffer.length > limit + this.delimiter.length) throw new MultipartError('no boundary found');
      if (!(await this.fill())) throw new MultipartError('no boundary found');
    }
  }

  /** After a delimiter: true if a part follows (CRLF), false at the closing `--`. */
  async startsAnotherPart(): Promise<boolean> {
    for (;;) {
      // Transport padding (RFC 2046: linear white space) may follow a delimiter.
      let i = 0;
      while (i < this.buffer.length && (this.buffer[i] === 0x20 || this.buffer[i] === 0x09)) i++;
      if (this.buffer.length >= i + 2) {
        const next = this.buffer.subarray(i, i + 2).toString('latin1');
        if (next === '--') return false; // the epilogue is never read
        if (next !== '\r\n') throw new MultipartError('malformed boundary line');
        this.buffer = this.buffer.subarray(i + 2);
        return true;
      }
      if (i > 64) throw new MultipartError('malformed boundary line');
      if (!(await this.fill())) throw new MultipartError('unexpected end of body');
    }
  }

  /** The part's header lines, as `name → value` with lower-case names. */
  async readHeaders(limit: number): Promise<Map<string, string>> {
    let end = this.buffer.indexOf(HEADER_END);
    // A part without headers starts its body at once (an empty line).
    while (end < 0 && !this.buffer.subarray(0, 2).equals(CRLF)) {
      if (this.buffer.length > limit) throw new MultipartError('part headers too large');
      if (!(await this.fill())) throw new MultipartError('unexpected end of body');
      end = this.buffer.indexOf(HEADER_END);
    }
    if (end < 0 || this.buffer.subarray(0, 2).equals(CRLF)) {
      this.buffer = this.buffer.subarray(2);
      this.inBody = true;
      return new Map();
    }
    const text = this.buffer.subarray(0, end).toString('utf8');
    this.buffer = this.buffer.subarray(end + HEADER_END.length);
    this.inBody = true;
    const headers = new Map<string, string>();
    for (const line of text.split('\r\n')) {
      const colon = line.indexOf(':');
      if (colon <= 0) throw new MultipartError('malformed part header');
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
    }
    return headers;
  }

  /** The next bytes of the current part's body, or undefined once its delimiter is reached. */
  async nextBodyChunk(): Promise<Buffer | undefined> {
    while (this.inBody) {
      const at = this.buffer.indexOf(this.delimiter);
      if (at >= 0) {
        const last = this.buffer.subarray(0, at);
        this.buffer = this.buffer.subarray(at + this.delimiter.length);
        this.inBody = false;
        if (last.length > 0) return last;
        return undefined;
      }
      // Keep what could be the start of the delimiter; hand on the rest.
      const safe = this.buffer.length - (this.delimiter.length - 1);
      if (safe > 0) {
        const chunk = this.buffer.subarray(0, safe);
        this.buffer = Buffer.from(this.buffer.subarray(safe));
        return chunk;
      }
      if (!(await this.fill())) throw new MultipartError('unexpected end of body');
    }
    return undefined;
  }

  async skipRestOfPart(): Promise<void> {
    while ((await this.nextBodyChunk()) !== undefined);
  }

  release(): void {
    this.source.releaseLock();
  }
}

function partOf(headers: Map<string, string>, reader: MultipartReader): MultipartPart {
  const disposition = parseDisposition(headers.get('content-disposition') ?? '');
  if (disposition.type !== 'form-data' || disposition.params.name === undefined)
    throw new MultipartError('a part without a form-data name');
  const body: AsyncIterable<Uint8Array> = {
    [Symbol.asyncIterator]: () => ({
      next: async () => {
        const chunk = await reader.nextBodyChunk();
        return chunk ? { value: chunk, done: false } : { value: undefined, done: true };
      },
      // Stopping early leaves the rest for skipRestOfPart.
      return: () => Promise.resolve({ value: undefined, done: true }),
    }),
  };
  return {
    name: disposition.params.name,
    filename: disposition.params['filename*'] ?? disposition.params.filename,
    contentType: headers.get('content-type'),
    body,
  };
}

/** `form-data; name="file"; filename="a.csv"` → its type and parameters (quoted or bare). */
function parseDisposition(value: string): { type: string; params: Record<string, string> } {
  const [type = '', ...rest] = splitParams(value);
  const params: Record<string, string> = {};
  for (const param of rest) {
    const eq = param.indexOf('=');
    if (eq <= 0) continue;
    const key = param.slice(0, eq).trim().toLowerCase();
    let raw = param.slice(eq + 1).trim();
    if (raw.startsWith('"') && raw.endsWith('"') && raw.length >= 2)
      raw = raw.slice(1, -1).replace(/\\(.)/g, '$1');
    // RFC 8187 extended value: UTF-8''percent-encoded.
    if (key.endsWith('*')) {
      const match = /^utf-8'[^']*'(.*)$/i.exec(raw);
      if (!match) continue;
      try {
        raw = decodeURIComponent(match[1]!);
      } catch {
        continue;
      }
    }
    params[key] = raw;
  }
  return { type: type.trim().toLowerCase(), params };
}

/** Splits on semicolons outside quoted strings. */
function splitParams(value: string): string[] {
  const parts: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < value.length; i++) {
    const ch = value[i]!;
    if (ch === '\\' && quoted && i + 1 < value.length) {
      current += ch + value[++i];
      continue;
    }
    if (ch === '"') quoted = !quoted;
    if (ch === ';' && !quoted) {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  parts.push(current);
  return parts;
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boundaryOf, MultipartError, readMultipart, type MultipartPart } from './multipart.ts';

/** A form as fetch encodes it (undici: what the CLI sends), as bytes and its boundary. */
async function encode(form: FormData): Promise<{ bytes: Uint8Array; boundary: string }> {
  const response = new Response(form);
  const boundary = boundaryOf(response.headers.get('content-type')!)!;
  return { bytes: new Uint8Array(await response.arrayBuffer()), boundary };
}

/** A stream of `bytes` cut at the given sizes (the last piece takes the rest). */
function streamOf(bytes: Uint8Array, sizes: number[] = [bytes.length]): ReadableStream<Uint8Array> {
  let at = 0;
  let i = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      const size = Math.max(1, sizes[i++ % sizes.length]!);
      controller.enqueue(bytes.slice(at, at + size));
      at += size;
    },
  });
}

const text = (chunks: Uint8Array[]) => Buffer.concat(chunks).toString('utf8');

async function collect(parts: AsyncGenerator<MultipartPart>) {
  const out: { name: string; filename: string | undefined; type: string | undefined; bytes: Buffer }[] = [];
  for await (const part of parts) {
    const chunks: Uint8Array[] = [];
    for await (const chunk of part.body) chunks.push(chunk);
    out.push({
      name: part.name,
      filename: part.filename,
      type: part.contentType,
      bytes: Buffer.concat(chunks),
    });
  }
  return out;
}

describe('boundaryOf', () => {
  it('reads a bare or quoted boundary, and nothing from another media type', () => {
    expect(boundaryOf('multipart/form-data; boundary=abc123')).toBe('abc123');
    expect(boundaryOf('multipart/form-data; boundary="a b:c"; charset=utf-8')).toBe('a b:c');
    expect(boundaryOf('application/json')).toBeUndefined();
    expect(boundaryOf(`multipart/form-data; boundary=${'x'.repeat(71)}`)).toBeUndefined();
  });
});

describe('readMultipart', () => {
  it('reads text fields and files in order, with their names, file names and types', async () => {
    const form = new FormData();
    form.set('kind', 'inventory');
    form.set('file', new Blob(['ndc,sku\n1,2\n'], { type: 'text/csv' }), 'stock é.csv');
    const { bytes, boundary } = await encode(form);
    expect(await collect(readMultipart(streamOf(bytes), boundary))).toEqual([
      { name: 'kind', filename: undefined, type: undefined, bytes: Buffer.from('inventory') },
      { name: 'file', filename: 'stock é.csv', type: 'text/csv', bytes: Buffer.from('ndc,sku\n1,2\n') },
    ]);
  });

  it('gives back every byte of a file however the body is cut, near-delimiters included', async () => {
    const boundary = '----formdata-test-0123456789';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="f.csv"\r\n\r\n`;
    // Content built of almost-delimiters (CRLF, dashes, the boundary less its last character) and noise.
    const piece = fc.oneof(
      fc.constant(Buffer.from(`\r\n--${boundary.slice(0, -1)}`)),
      fc.constant(Buffer.from('\r\n--')),
      fc.constant(Buffer.from('\r')),
      fc.uint8Array({ maxLength: 60 }).map((b) => Buffer.from(b)),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(piece, { maxLength: 40 }),
        fc.array(fc.integer({ min: 1, max: 80 }), { minLength: 1, maxLength: 20 }),
        async (pieces, sizes) => {
          const content = Buffer.concat(pieces);
          // An almost-delimiter followed by noise that starts with its missing character is a real
          // delimiter, which rightly ends the part: such content is not a file's content.
          fc.pre(!content.includes(`\r\n--${boundary}`));
          const body = Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]);
          const [part] = await collect(readMultipart(streamOf(body, sizes), boundary));
          expect(part!.bytes.equals(content)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('skips what the caller leaves unread and reads the next part', async () => {
    const form = new FormData();
    form.set('file', new Blob(['x'.repeat(100_000)]), 'big.csv');
    form.set('kind', 'inventory');
    const { bytes, boundary } = await encode(form);
    const names: string[] = [];
    for await (const part of readMultipart(streamOf(bytes, [4096]), boundary)) {
      names.push(part.name);
      if (part.name === 'kind') {
        const chunks: Uint8Array[] = [];
        for await (const chunk of part.body) chunks.push(chunk);
        expect(text(chunks)).toBe('inventory');
      } else for await (const _ of part.body) break; // read one chunk, leave the rest
    }
    expect(names).toEqual(['file', 'kind']);
  });

  it('hands a file on while it streams in, before the body has arrived', async () => {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(5_000_000)]), 'big.csv');
    const { bytes, boundary } = await encode(form);
    let served = 0;
    const source = streamOf(bytes, [64 * 1024]).pipeThrough(
      new TransformStream({
        transform(chunk, controller) {
          served += chunk.byteLength;
          controller.enqueue(chunk);
        },
      }),
    );
    let servedAtFirstChunk = -1;
    for await (const part of readMultipart(source, boundary)) {
      for await (const chunk of part.body) {
        servedAtFirstChunk = served;
        expect(chunk.byteLength).toBeGreaterThan(0);
        break;
      }
      break;
    }
    expect(servedAtFirstChunk).toBeGreaterThan(0);
    expect(servedAtFirstChunk).toBeLessThan(200_000);
  });

  it('reads an empty form as no parts', async () => {
    const { bytes, boundary } = await encode(new FormData());
    expect(await collect(readMultipart(streamOf(bytes), boundary))).toEqual([]);
  });

  it('refuses a body that ends inside a part, has no boundary, or has too many parts', async () => {
    const form = new FormData();
    form.set('file', new Blob(['abc']), 'f.csv');
    const { bytes, boundary } = await encode(form);
    const cut = bytes.slice(0, bytes.length - boundary.length - 6);
    await expect(collect(readMultipart(streamOf(cut), boundary))).rejects.toThrow(MultipartError);
    await expect(collect(readMultipart(streamOf(bytes), 'other-boundary'))).rejects.toThrow(
      'no boundary found',
    );
    const many = new FormData();
    for (let i = 0; i < 11; i++) many.append('kind', String(i));
    const encoded = await encode(many);
    await expect(collect(readMultipart(streamOf(encoded.bytes), encoded.boundary))).rejects.toThrow(
      'more than 10 parts',
    );
  });

  it('refuses part headers past their limit', async () => {
    const boundary = 'b0undary';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="a"\r\nX-Pad: ${'p'.repeat(9000)}\r\n\r\nv\r\n--${boundary}--\r\n`;
    await expect(collect(readMultipart(streamOf(Buffer.from(body), [512]), boundary))).rejects.toThrow(
      'part headers too large',
    );
  });

  it('reads a quoted name with escapes and an RFC 8187 file name', async () => {
    const boundary = 'b0undary';
    const body =
      `--${boundary}\r\nContent-Disposition: form-data; name="we\\"ird;name"\r\n\r\nv\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name=file; filename="x.csv"; filename*=UTF-8''%C3%A9t%C3%A9.csv\r\n\r\nw\r\n` +
      `--${boundary}--`;
    const parts = await collect(readMultipart(streamOf(Buffer.from(body)), boundary));
    expect(parts.map((p) => [p.name, p.filename, p.bytes.toString()])).toEqual([
      ['we"ird;name', undefined, 'v'],
      ['file', 'été.csv', 'w'],
    ]);
  });
});

import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localFileStore, type FileStore } from '../../activities/ports/file-store.ts';
import { DomainError } from '../../domain/errors.ts';
import { PDF } from '../../domain/files/document-kind.ts';
import { jpegClaiming, pngClaiming } from '../../test/harness/image-headers.ts';
import type { AppEnv } from '../context.ts';
import { receiveMultipartForm, type MultipartFormSpec } from './read-form.ts';

const PDF_BYTES = new TextEncoder().encode('%PDF-1.7\n% a small document\n%%EOF\n');
const PNG_BYTES = pngClaiming(1, 1).slice(0, 24); // the signature and IHDR

let root: string;
let store: FileStore;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'read-form-'));
  store = localFileStore(root);
});
afterEach(() => rm(root, { recursive: true, force: true }));

/** A one-route app that answers what the form held, or the refusal's field errors. */
function appReading(spec: MultipartFormSpec) {
  const app = new Hono<AppEnv>();
  app.post('/', async (c) => {
    try {
      return c.json(await receiveMultipartForm(c, store, spec));
    } catch (error) {
      if (error instanceof DomainError) return c.json({ message: error.message, fields: error.fields }, 400);
      throw error;
    }
  });
  return app;
}

const post = (app: Hono<AppEnv>, form: FormData) => app.request('/', { method: 'POST', body: form });

async function storedFiles(): Promise<string[]> {
  const folders = await readdir(root).catch(() => [] as string[]);
  const nested = await Promise.all(folders.map((folder) => readdir(join(root, folder))));
  return nested.flat();
}

const PHOTOS: MultipartFormSpec = {
  files: { 'driver_license_photo[]': { folder: 'driver_licences', maxFiles: 5, maxBytes: 30 } },
  total: { maxBytes: 40, message: 'Files size cannot exceed 10MB' },
};

describe('receiveMultipartForm', () => {
  it('answers the text fields and stores each file under a fresh key with its kind by magic bytes', async () => {
    const form = new FormData();
    form.append('name', 'Riverside Drug');
    form.append('driver_license_photo[]', new Blob([PDF_BYTES.slice(0, 20)]), 'front.png');
    const answer = (await (await post(appReading(PHOTOS), form)).json()) as {
      fields: Record<string, string[]>;
      files: Record<string, { fileName: string; fileKey: string; contentType: string; sizeBytes: number }[]>;
    };
    expect(answer.fields).toEqual({ name: ['Riverside Drug'] });
    const [photo, ...more] = answer.files['driver_license_photo[]'] ?? [];
    expect(more).toEqual([]);
    expect(photo).toMatchObject({ fileName: 'front.png', contentType: PDF.contentType, sizeBytes: 20 });
    expect(photo?.fileKey).toMatch(/^driver_licences\/[0-9a-f-]{36}\.pdf$/);
    expect(await storedFiles()).toHaveLength(1);
  });

  it('refuses a file that is not a PDF or an image whatever its name, keeping nothing', async () => {
    const form = new FormData();
    form.append('driver_license_photo[]', new Blob([PNG_BYTES]), 'a.png');
    form.append('driver_license_photo[]', new Blob(['just text']), 'b.pdf');
    const response = await post(appReading(PHOTOS), form);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      fields: { 'driver_license_photo[]': ['Please select a .pdf, .jpeg, .jpg, .png or .gif file'] },
    });
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses files together over the total budget with the total message, keeping nothing', async () => {
    const form = new FormData();
    form.append('driver_license_photo[]', new Blob([PDF_BYTES.slice(0, 25)]), 'a.pdf');
    form.append('driver_license_photo[]', new Blob([PDF_BYTES.slice(0, 25)]), 'b.pdf');
    const response = await post(appReading(PHOTOS), form);
    expect(await response.json()).toMatchObject({
      fields: { 'driver_license_photo[]': ['Files size cannot exceed 10MB'] },
    });
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses one file over its own budget with the field message', async () => {
    const form = new FormData();
    form.append('driver_license_photo[]', new Blob([PDF_BYTES]), 'big.pdf');
    expect(await (await post(appReading(PHOTOS), form)).json()).toMatchObject({
      fields: { 'driver_license_photo[]': ['File size cannot exceed 10MB'] },
    });
  });

  it('refuses an image whose header claims more than 16 MP, naming the field and keeping nothing (issue 22)', async () => {
    const spec: MultipartFormSpec = {
      files: { voided_cheque: { folder: 'voided_cheques', maxFiles: 1, maxBytes: 200_000 } },
    };
    for (const bomb of [pngClaiming(20_000, 20_000), jpegClaiming(20_000, 20_000, 40_000)]) {
      const form = new FormData();
      form.append('voided_cheque', new Blob([bomb]), 'cheque.png');
      const response = await post(appReading(spec), form);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        fields: {
          voided_cheque: [
            'The image is 20000 × 20000 pixels, over the 16-megapixel limit. Please send a smaller image.',
          ],
        },
      });
    }
    expect(await storedFiles()).toEqual([]);
  });

  it('keeps an image within the pixel budget', async () => {
    const form = new FormData();
    form.append('driver_license_photo[]', new Blob([jpegClaiming(4000, 3000).slice(0, 30)]), 'a.jpg');
    const response = await post(appReading(PHOTOS), form);
    expect(response.status).toBe(200);
  });

  it('refuses a text field with a control character, naming it', async () => {
    const form = new FormData();
    form.append('memo', 'bad\u0000byte');
    expect(await (await post(appReading(PHOTOS), form)).json()).toMatchObject({
      fields: { memo: ['must not contain control characters'] },
    });
  });

  it('refuses a file sent in a field that takes none, and more files than a field takes', async () => {
    const stray = new FormData();
    stray.append('memo', new Blob([PDF_BYTES]), 'x.pdf');
    expect(await (await post(appReading(PHOTOS), stray)).json()).toMatchObject({
      fields: { memo: ['is not a permitted file field'] },
    });
    const single: MultipartFormSpec = {
      files: { file: { folder: 'audit_documents', maxFiles: 1, maxBytes: 100 } },
    };
    const two = new FormData();
    two.append('file', new Blob([PDF_BYTES]), 'a.pdf');
    two.append('file', new Blob([PDF_BYTES]), 'b.pdf');
    expect(await (await post(appReading(single), two)).json()).toMatchObject({
      fields: { file: ['takes at most 1 file'] },
    });
    expect(await storedFiles()).toEqual([]);
  });
});

/**
 * The one writer of plain-text PDFs (order exports, invoices, audit proofs, DSCSA T3 records,
 * sandbox labels): landscape US Letter pages of monospaced lines, written with @cantoo/pdf-lib in
 * DejaVu Sans Mono, embedded and subset, so names print as written ("Zoë Peña", "Mötley Pharmacy")
 * and padded columns stay aligned.
 */
import fontkit from '@cantoo/fontkit';
import { PDFDocument } from '@cantoo/pdf-lib';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

const PAGE = { width: 792, height: 612, margin: 36 };
const FONT_SIZE = 8;
const LEADING = 10;
/** DejaVu Sans Mono's advance is 1233/2048 em. */
const ADVANCE_EM = 1233 / 2048;
/** The characters that fit on one line. */
export const PDF_LINE_CHARS = Math.floor((PAGE.width - 2 * PAGE.margin) / (FONT_SIZE * ADVANCE_EM));
export const PDF_PAGE_LINES = Math.floor((PAGE.height - 2 * PAGE.margin) / LEADING);

const FONT_FILE = createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSansMono.ttf');
let fontBytes: Promise<Buffer> | null = null;

/** Splits lines into pages, repeating `header` lines at the top of every page. */
export function paginate(header: string[], lines: string[]): string[][] {
  const room = Math.max(1, PDF_PAGE_LINES - header.length);
  const pages: string[][] = [];
  for (let i = 0; i < lines.length || pages.length === 0; i += room)
    pages.push([...header, ...lines.slice(i, i + room)]);
  return pages;
}

/** A line as the font can draw it: control characters as spaces, glyphs the font lacks as '?'. */
function drawable(glyphs: Set<number>, line: string): string {
  return [...line.slice(0, PDF_LINE_CHARS).replace(/[\p{Cc}]/gu, ' ')]
    .map((c) => (glyphs.has(c.codePointAt(0)!) ? c : '?'))
    .join('');
}

/** The document's bytes: one page per entry of `pages`, one text line per string. */
export async function renderTextPdf(pages: string[][]): Promise<Uint8Array<ArrayBuffer>> {
  // Without the metadata update the bytes do not depend on the clock.
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.registerFontkit(fontkit);
  fontBytes ??= readFile(FONT_FILE);
  const font = await pdf.embedFont(await fontBytes, { subset: true });
  const glyphs = new Set(font.getCharacterSet());
  for (const lines of pages) {
    const page = pdf.addPage([PAGE.width, PAGE.height]);
    lines.forEach((line, i) => {
      const text = drawable(glyphs, line);
      if (text.trim() === '') return;
      const y = PAGE.height - PAGE.margin - FONT_SIZE - i * LEADING;
      page.drawText(text, { x: PAGE.margin, y, size: FONT_SIZE, font });
    });
  }
  const bytes = await pdf.save();
  return new Uint8Array(bytes);
}

/**
 * A minimal PDF 1.4 writer for plain-text reports (no dependency): landscape US Letter pages of
 * monospaced text in the standard Courier font, which every PDF reader has, so no font is embedded.
 * Text is kept to printable ASCII so every character is one byte and the xref offsets are exact.
 */

const PAGE = { width: 792, height: 612, margin: 36 };
const FONT_SIZE = 8;
const LEADING = 10;
/** Courier's advance is 0.6 em: the characters that fit on one line. */
export const PDF_LINE_CHARS = Math.floor((PAGE.width - 2 * PAGE.margin) / (FONT_SIZE * 0.6));
export const PDF_PAGE_LINES = Math.floor((PAGE.height - 2 * PAGE.margin) / LEADING);

/** Printable ASCII only, with the string delimiters of PDF escaped. */
function pdfString(text: string): string {
  const ascii = text.replace(/[^\x20-\x7e]/g, '?');
  return `(${ascii.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

function pageContent(lines: string[]): string {
  const top = PAGE.height - PAGE.margin - FONT_SIZE;
  const body = lines.map((line) => `${pdfString(line.slice(0, PDF_LINE_CHARS))} Tj T*`).join('\n');
  return `BT\n/F1 ${FONT_SIZE} Tf\n${LEADING} TL\n${PAGE.margin} ${top} Td\n${body}\nET`;
}

/** Splits lines into pages, repeating `header` lines at the top of every page. */
export function paginate(header: string[], lines: string[]): string[][] {
  const room = Math.max(1, PDF_PAGE_LINES - header.length);
  const pages: string[][] = [];
  for (let i = 0; i < lines.length || pages.length === 0; i += room)
    pages.push([...header, ...lines.slice(i, i + room)]);
  return pages;
}

/** The document's bytes: catalog, page tree, one font, then a page and a content stream per page. */
export function renderTextPdf(pages: string[][]): Uint8Array<ArrayBuffer> {
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 4 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Courier /Encoding /WinAnsiEncoding >>';
  pages.forEach((lines, i) => {
    const content = pageContent(lines);
    objects[pageIds[i]!] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] ` +
      `/Resources << /Font << /F1 3 0 R >> >> /Contents ${pageIds[i]! + 1} 0 R >>`;
    objects[pageIds[i]! + 1] = `<< /Length ${content.length} >>\nstream\n${content}\nendstream`;
  });
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = out.length;
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = out.length;
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) out += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(out);
}

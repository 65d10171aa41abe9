/**
 * The tests' one way to read a PDF's text: each text-showing operator of each page as one line,
 * glyphs mapped back through the font's ToUnicode CMap (embedded fonts), or read as Latin-1 for
 * the standard fonts. Enough for the PDFs this house writes, not a general extractor.
 */
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  type PDFObject,
} from '@cantoo/pdf-lib';

type CMap = Map<number, string>;

function streamText(object: PDFObject | undefined): string {
  if (!(object instanceof PDFRawStream)) return '';
  return Buffer.from(decodePDFRawStream(object).decode()).toString('latin1');
}

const hexToText = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');

/** The glyph → text table of a ToUnicode CMap (bfchar and bfrange entries). */
function parseCMap(source: string): CMap {
  const map: CMap = new Map();
  for (const block of source.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, glyph, text] of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g))
      map.set(parseInt(glyph!, 16), hexToText(text!));
  for (const block of source.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const [, from, to, text] of block[1]!.matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g,
    )) {
      const start = parseInt(from!, 16);
      const first = parseInt(text!, 16);
      for (let glyph = start; glyph <= parseInt(to!, 16); glyph++)
        map.set(glyph, String.fromCodePoint(first + glyph - start));
    }
  return map;
}

function unescapeLiteral(literal: string): string {
  return literal.replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, c: string) => {
    const named: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
    if (/^[0-7]+$/.test(c)) return String.fromCharCode(parseInt(c, 8));
    return named[c] ?? c;
  });
}

/** The text of every page, one line per text-showing operator, pages joined by a form feed. */
export async function pdfText(bytes: Uint8Array | ArrayBuffer): Promise<string> {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  const pages = pdf.getPages().map((page) => {
    const cmaps = new Map<string, CMap>();
    const fonts = page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict);
    for (const [name, ref] of fonts?.entries() ?? []) {
      const font = pdf.context.lookup(ref);
      if (!(font instanceof PDFDict)) continue;
      const toUnicode = font.get(PDFName.of('ToUnicode'));
      if (toUnicode) cmaps.set(name.decodeText(), parseCMap(streamText(pdf.context.lookup(toUnicode))));
    }
    const contents = page.node.Contents();
    const parts = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
    const ops = parts.map((part) => streamText(pdf.context.lookup(part))).join('\n');
    const lines: string[] = [];
    let cmap: CMap | undefined;
    for (const match of ops.matchAll(
      /\/([^\s/[\]()<>]+)\s+[\d.]+\s+Tf|<([0-9a-fA-F\s]*)>\s*Tj|\(((?:\\[\s\S]|[^\\)])*)\)\s*Tj/g,
    )) {
      if (match[1] !== undefined) cmap = cmaps.get(match[1]);
      else if (match[2] !== undefined) {
        const hex = match[2].replace(/\s/g, '');
        if (cmap) {
          let line = '';
          for (let i = 0; i < hex.length; i += 4) line += cmap.get(parseInt(hex.slice(i, i + 4), 16)) ?? '?';
          lines.push(line);
        } else lines.push(Buffer.from(hex, 'hex').toString('latin1'));
      } else lines.push(unescapeLiteral(match[3]!));
    }
    return lines.join('\n');
  });
  return pages.join('\n\f\n');
}

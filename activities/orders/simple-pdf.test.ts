import { describe, expect, it } from 'vitest';
import { paginate, PDF_PAGE_LINES, renderTextPdf } from './simple-pdf.ts';

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe('renderTextPdf', () => {
  it('writes a PDF whose xref offsets point at each object when given pages of text (§2 export?type=pdf)', () => {
    const pdf = text(renderTextPdf([['Orders', 'line two'], ['page two']]));
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n/.exec(pdf)![1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...pdf.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(7);
    offsets.forEach((offset, i) => expect(pdf.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true));
    expect(pdf).toContain('/Count 2');
  });

  it('escapes parentheses and backslashes and replaces non-ASCII when text has them', () => {
    const pdf = text(renderTextPdf([['a (b) \\ c é']]));
    expect(pdf).toContain('(a \\(b\\) \\\\ c ?) Tj');
  });

  it('counts each stream length in bytes when writing content', () => {
    const pdf = text(renderTextPdf([['hello']]));
    const match = /<< \/Length (\d+) >>\nstream\n([\s\S]*?)\nendstream/.exec(pdf)!;
    expect(match[2]!.length).toBe(Number(match[1]));
  });
});

describe('paginate', () => {
  it('repeats the header on every page when lines overflow a page', () => {
    const lines = Array.from({ length: PDF_PAGE_LINES * 2 }, (_, i) => `row ${i}`);
    const pages = paginate(['H'], lines);
    expect(pages.length).toBe(3);
    expect(pages.every((p) => p[0] === 'H' && p.length <= PDF_PAGE_LINES)).toBe(true);
  });

  it('gives one page with the header when there are no lines', () => {
    expect(paginate(['H'], [])).toEqual([['H']]);
  });
});

import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/harness/pdf-text.ts';
import { sandboxCarrier, sandboxLabel } from './sandbox-carrier-adapter.ts';

const request = {
  reference: 'order-1',
  from: { name: 'Riverside Drug', lines: ['1220 SW Morrison St', 'Portland, OR 97205'] },
  to: { name: 'Main Street Pharmacy', lines: ['1 Main St', 'Springfield, IL 62701'] },
  packages: [{ weightMilliLbs: 2500, length: 10, width: 8, height: 4 }],
};

describe('sandbox carrier label: labelled SANDBOX, tracking number from the reference', () => {
  it('makes a PDF marked SANDBOX with the tracking number, the addresses and the packages', async () => {
    const label = await sandboxLabel(request);
    expect(label.trackingNumber).toMatch(/^SBX\d{10}$/);
    expect(Buffer.from(label.pdf).toString('latin1').startsWith('%PDF-')).toBe(true);
    const text = await pdfText(label.pdf);
    expect(text).toContain('SANDBOX LABEL - NOT VALID FOR SHIPPING');
    expect(text).toContain(label.trackingNumber);
    expect(text).toContain('Main Street Pharmacy');
    expect(text).toContain('2.500 lbs, 10 x 8 x 4 in');
  });

  it('answers the same tracking number for the same reference, another for another', async () => {
    const port = sandboxCarrier(60_000);
    const a = await port.createLabel!(request);
    const b = await port.createLabel!({ ...request, reference: 'order-2' });
    expect(a.trackingNumber).toBe((await sandboxLabel(request)).trackingNumber);
    expect(b.trackingNumber).not.toBe(a.trackingNumber);
  });
});

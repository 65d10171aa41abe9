import { describe, expect, it } from 'vitest';
import { checkDriverLicenceFiles, DRIVER_LICENCE_MESSAGES } from './driver-licence-files.ts';

const MB = 1_048_576;

describe('checkDriverLicenceFiles', () => {
  it('requires a driver licence photo unless the emailed-photo option is ticked', () => {
    expect(checkDriverLicenceFiles([], { emailed: false }).error).toBe('This field is required.');
    expect(checkDriverLicenceFiles([], { emailed: true }).error).toBeNull();
  });

  it('accepts several pdf, jpg, jpeg, png and gif files', () => {
    const files = ['a.PDF', 'b.jpg', 'c.jpeg', 'd.png', 'e.gif'].map((name) => ({ name, size: MB }));
    expect(checkDriverLicenceFiles(files, { emailed: false })).toEqual({ kept: files, error: null });
  });

  it('removes a file of another kind with the singular message', () => {
    const result = checkDriverLicenceFiles(
      [
        { name: 'a.pdf', size: 1 },
        { name: 'b.docx', size: 1 },
      ],
      { emailed: false },
    );
    expect(result.kept.map((f) => f.name)).toEqual(['a.pdf']);
    expect(result.error).toBe('Please select .pdf, .jpeg, .jpg, .png or .gif file');
  });

  it('says files in the plural when several are of another kind', () => {
    const result = checkDriverLicenceFiles(
      [
        { name: 'a.txt', size: 1 },
        { name: 'b', size: 1 },
      ],
      { emailed: false },
    );
    expect(result.kept).toEqual([]);
    expect(result.error).toBe(DRIVER_LICENCE_MESSAGES.invalidKind(2));
    expect(result.error).toMatch(/files$/);
  });

  it('refuses more than 10485760 bytes in total and removes the files past the budget', () => {
    const result = checkDriverLicenceFiles(
      [
        { name: 'a.pdf', size: 6 * MB },
        { name: 'b.pdf', size: 5 * MB },
      ],
      { emailed: false },
    );
    expect(result.kept.map((f) => f.name)).toEqual(['a.pdf']);
    expect(result.error).toBe('Files size cannot exceed 10MB');
  });

  it('uses the singular size message for one file past 10MB', () => {
    const result = checkDriverLicenceFiles([{ name: 'a.pdf', size: 10_485_761 }], { emailed: false });
    expect(result).toEqual({ kept: [], error: 'File size cannot exceed 10MB' });
  });

  it('accepts exactly 10485760 bytes in total', () => {
    const files = [
      { name: 'a.png', size: 10_485_760 - 10 },
      { name: 'b.png', size: 10 },
    ];
    expect(checkDriverLicenceFiles(files, { emailed: false }).error).toBeNull();
  });
});

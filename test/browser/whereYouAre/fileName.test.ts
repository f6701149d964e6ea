import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deliveriesExportFileName, fileNameStem } from '@src/export/deliveriesCsvFile';

const day = new Date(2026, 10, 25, 9, 30);

describe("an export's file name from a view's name", () => {
  it('is the name in safe characters, else "deliveries"', () => {
    const names = ['Late pallets', '  Müller / Gómez: Köln?  ', '../../etc/passwd', '📦📦', ''].map(
      (name) => deliveriesExportFileName(day, name),
    );
    expect(names).toEqual([
      'late-pallets-2026-11-25.csv',
      'muller-gomez-koln-2026-11-25.csv',
      'etc-passwd-2026-11-25.csv',
      'deliveries-2026-11-25.csv',
      'deliveries-2026-11-25.csv',
    ]);
  });

  it('is only letters (with their marks) and digits joined by single dashes, at most 60 long', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (name) => {
        const stem = fileNameStem(name);
        expect(stem).toMatch(/^([\p{L}\p{M}\p{N}]+(-[\p{L}\p{M}\p{N}]+)*)?$/u);
        expect(stem).toBe(stem.toLowerCase());
        expect(Array.from(stem).length).toBeLessThanOrEqual(60);
      }),
      { numRuns: 200, seed: 27 },
    );
  });
});

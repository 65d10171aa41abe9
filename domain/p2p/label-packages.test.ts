import { describe, expect, it } from 'vitest';
import { type DomainError } from '../errors.ts';
import { parseLabelPackages } from './label-packages.ts';

const fieldsOf = (run: () => unknown) => {
  try {
    run();
    return null;
  } catch (error) {
    return Object.keys((error as DomainError).fields ?? {});
  }
};

describe('label packages: weight required > 0, dimensions integers ≥ 1, at least one package', () => {
  it('parses a valid package into thousandths of a pound', () => {
    expect(parseLabelPackages([{ weight: '2.5', length: 10, width: 8, height: 4 }])).toEqual([
      { weightMilliLbs: 2500, length: 10, width: 8, height: 4 },
    ]);
  });
  it('names each bad field', () => {
    expect(fieldsOf(() => parseLabelPackages([]))).toEqual(['packages']);
    expect(fieldsOf(() => parseLabelPackages([{ weight: null, length: 1, width: 1, height: 1 }]))).toEqual([
      'packages.0.weight',
    ]);
    expect(fieldsOf(() => parseLabelPackages([{ weight: '0', length: 0, width: 1, height: 1.5 }]))).toEqual([
      'packages.0.weight',
      'packages.0.length',
      'packages.0.height',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { mappingsOf, migrationProblem } from './migration-model';

describe('the communication-code migration form', () => {
  it('trims the mappings and drops the rows left blank', () => {
    expect(
      mappingsOf([
        { from: ' OIL ', to: 'OIL1' },
        { from: ' ', to: '' },
      ]),
    ).toEqual([{ from: 'OIL', to: 'OIL1' }]);
  });

  it('asks for both codes of a mapping, and for something to preview', () => {
    expect(migrationProblem([{ from: 'OIL', to: '' }], true)).toBe(
      'Fill in both the current and the new code of every mapping, or remove the row.',
    );
    expect(migrationProblem([], false)).toBe(
      'Add a mapping or choose to fill missing codes: there is nothing to preview.',
    );
    expect(migrationProblem([], true)).toBeNull();
    expect(migrationProblem([{ from: 'OIL', to: 'OIL1' }], false)).toBeNull();
  });
});

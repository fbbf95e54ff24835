import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { saveProblemOf, sectionAfterKey, sectionsWithErrors, zoneLabel } from './settings-editor-model';

describe('the settings page around the form', () => {
  it('tells a save someone else overtook from a refused and a failed one', () => {
    expect(saveProblemOf(new ApiError(409, 'SCHEDULING_RULES_CHANGED', 'changed'))).toEqual({
      kind: 'conflict',
    });
    expect(
      saveProblemOf(
        new ApiError(400, 'INVALID_REQUEST', 'body.hoursOfOperation: the day closes before it opens'),
      ),
    ).toEqual({
      kind: 'invalid',
      message: 'body.hoursOfOperation: the day closes before it opens',
      section: 'hours',
    });
    expect(saveProblemOf(new Error('Network down'))).toEqual({ kind: 'failed', message: 'Network down' });
  });

  it('moves between tabs with the arrows, wrapping around, and to the ends with Home and End', () => {
    expect(sectionAfterKey('ArrowRight', 0)).toBe('closures');
    expect(sectionAfterKey('ArrowLeft', 0)).toBe('capacity');
    expect(sectionAfterKey('ArrowDown', 7)).toBe('hours');
    expect(sectionAfterKey('Home', 4)).toBe('hours');
    expect(sectionAfterKey('End', 0)).toBe('capacity');
    expect(sectionAfterKey('a', 0)).toBeNull();
  });

  it('marks the sections whose fields need attention', () => {
    expect([...sectionsWithErrors({ 'hours.0.open': 'x', 'advisors.1.name': 'y', form: 'z' })]).toEqual([
      'hours',
      'advisors',
    ]);
  });

  it('names the time zone, with its identifier', () => {
    expect(zoneLabel('America/Chicago')).toBe('Central Time (America/Chicago)');
  });
});

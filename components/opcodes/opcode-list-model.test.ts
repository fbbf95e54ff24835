import { describe, expect, it } from 'vitest';
import { opcodeSearchOf, pageSize, sortAfter, toggled } from './opcode-list-model';

const view = {
  searchTerm: '',
  sortBy: 'laborOpCode' as const,
  ascending: true,
  validFilter: 'all' as const,
  channelFilter: '' as const,
  startPosition: 0,
};

describe('the opcode list', () => {
  it('asks for every opcode, a page at a time, when nothing is filtered', () => {
    expect(opcodeSearchOf(view)).toEqual({
      searchTerm: null,
      sortBy: 'laborOpCode',
      sortAscending: true,
      isValid: null,
      onlineSchedulerVisibility: null,
      dealerAppSchedulerVisibility: null,
      mobileServiceVisibility: null,
      serviceCartVisibility: null,
      resultSize: pageSize,
      startPosition: 0,
    });
  });

  it('asks only for the status and the channel chosen', () => {
    expect(
      opcodeSearchOf({
        ...view,
        searchTerm: 'oil',
        validFilter: 'retired',
        channelFilter: 'inMobileService',
      }),
    ).toMatchObject({
      searchTerm: 'oil',
      isValid: false,
      onlineSchedulerVisibility: null,
      mobileServiceVisibility: true,
    });
    expect(opcodeSearchOf({ ...view, validFilter: 'valid' }).isValid).toBe(true);
  });

  it('turns the sort around on the same column and starts another ascending', () => {
    expect(sortAfter({ sortBy: 'laborOpCode', ascending: true }, 'laborOpCode')).toEqual({
      sortBy: 'laborOpCode',
      ascending: false,
    });
    expect(sortAfter({ sortBy: 'laborOpCode', ascending: false }, 'totalPrice')).toEqual({
      sortBy: 'totalPrice',
      ascending: true,
    });
  });

  it('adds a row to the selection, or takes it out when it was in', () => {
    expect([...toggled(new Set(['a']), 'b')]).toEqual(['a', 'b']);
    expect([...toggled(new Set(['a', 'b']), 'a')]).toEqual(['b']);
  });
});

import type { OpcodeSortKey, SearchOpcodesRequest } from '@/server/opcodes/opcode.schemas';

/** The opcode list's filters, sort and page, and the search request they make. */
export const pageSize = 25;

export type Channel = 'inOnlineScheduler' | 'inDealerAppScheduler' | 'inMobileService' | 'inServiceCart';
export const channels: Array<{ key: Channel; label: string; short: string }> = [
  { key: 'inOnlineScheduler', label: 'Online scheduler', short: 'Online' },
  { key: 'inDealerAppScheduler', label: 'Advisor booking', short: 'Advisor' },
  { key: 'inMobileService', label: 'Mobile service', short: 'Mobile' },
  { key: 'inServiceCart', label: 'Service cart', short: 'Cart' },
];

export type ValidFilter = 'all' | 'valid' | 'retired';

export const columns: Array<{ key: OpcodeSortKey; label: string; numeric?: boolean }> = [
  { key: 'laborOpCode', label: 'Code' },
  { key: 'opCodeName', label: 'Name' },
  { key: 'opCodeDurationInMinutes', label: 'Duration', numeric: true },
  { key: 'totalPrice', label: 'Price', numeric: true },
];

export type OpcodeListView = {
  searchTerm: string;
  sortBy: OpcodeSortKey;
  ascending: boolean;
  validFilter: ValidFilter;
  channelFilter: Channel | '';
  startPosition: number;
};

export function opcodeSearchOf(view: OpcodeListView): SearchOpcodesRequest {
  const { channelFilter } = view;
  return {
    searchTerm: view.searchTerm || null,
    sortBy: view.sortBy,
    sortAscending: view.ascending,
    isValid: view.validFilter === 'all' ? null : view.validFilter === 'valid',
    onlineSchedulerVisibility: channelFilter === 'inOnlineScheduler' ? true : null,
    dealerAppSchedulerVisibility: channelFilter === 'inDealerAppScheduler' ? true : null,
    mobileServiceVisibility: channelFilter === 'inMobileService' ? true : null,
    serviceCartVisibility: channelFilter === 'inServiceCart' ? true : null,
    resultSize: pageSize,
    startPosition: view.startPosition,
  };
}

/** The sort after a column header is pressed: the same column turns around, another starts ascending. */
export function sortAfter(
  current: { sortBy: OpcodeSortKey; ascending: boolean },
  key: OpcodeSortKey,
): { sortBy: OpcodeSortKey; ascending: boolean } {
  return current.sortBy === key
    ? { sortBy: key, ascending: !current.ascending }
    : { sortBy: key, ascending: true };
}

/** The selection with one row added, or taken out when it was in. */
export function toggled(selected: ReadonlySet<string>, uuid: string): Set<string> {
  const next = new Set(selected);
  if (next.has(uuid)) next.delete(uuid);
  else next.add(uuid);
  return next;
}

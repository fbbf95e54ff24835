'use client';

import { useDeferredValue, useState } from 'react';
import type { OpcodeSortKey } from '@/server/opcodes/opcode.schemas';
import {
  type Channel,
  opcodeSearchOf,
  pageSize,
  sortAfter,
  toggled,
  type ValidFilter,
} from './opcode-list-model';
import { type OpcodeScope, useBulkVisibility, useOpcodeSearch } from './queries';

/** The opcode list's state: filters, sort, page and the rows selected to show or hide at once. */
export function useOpcodeList(scope: OpcodeScope) {
  const [term, setTerm] = useState('');
  const searchTerm = useDeferredValue(term.trim());
  const [sortBy, setSortBy] = useState<OpcodeSortKey>('laborOpCode');
  const [ascending, setAscending] = useState(true);
  const [validFilter, setValidFilter] = useState<ValidFilter>('all');
  const [channelFilter, setChannelFilter] = useState<Channel | ''>('');
  const [startPosition, setStartPosition] = useState(0);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [bulkChannel, setBulkChannel] = useState<Channel>('inOnlineScheduler');
  const bulk = useBulkVisibility(scope);
  const query = useOpcodeSearch(
    scope,
    opcodeSearchOf({ searchTerm, sortBy, ascending, validFilter, channelFilter, startPosition }),
  );
  const rows = query.data?.operations ?? [];
  const selectedRows = rows.filter((r) => selected.has(r.uuid));

  // Any change of what is listed starts from the first page, with nothing selected.
  const resetPaging = () => {
    setStartPosition(0);
    setSelected(new Set());
  };
  const allSelected = rows.length > 0 && rows.every((r) => selected.has(r.uuid));

  return {
    query,
    rows,
    total: query.data?.totalCount ?? 0,
    searchTerm,
    term,
    validFilter,
    channelFilter,
    sortBy,
    ascending,
    startPosition,
    selected,
    selectedRows,
    allSelected,
    bulk,
    bulkChannel,
    setBulkChannel,
    setTerm: (value: string) => {
      setTerm(value);
      resetPaging();
    },
    setValidFilter: (value: ValidFilter) => {
      setValidFilter(value);
      resetPaging();
    },
    setChannelFilter: (value: Channel | '') => {
      setChannelFilter(value);
      resetPaging();
    },
    sort: (key: OpcodeSortKey) => {
      const next = sortAfter({ sortBy, ascending }, key);
      setSortBy(next.sortBy);
      setAscending(next.ascending);
      resetPaging();
    },
    toggle: (uuid: string) => setSelected((s) => toggled(s, uuid)),
    toggleAll: () => setSelected(allSelected ? new Set() : new Set(rows.map((r) => r.uuid))),
    turnPage: (by: 1 | -1) => {
      setStartPosition((p) => Math.max(0, p + by * pageSize));
      setSelected(new Set());
    },
    applyBulk: async (value: boolean) => {
      await bulk.mutateAsync({
        opcodes: selectedRows.map((r) => ({ uuid: r.uuid, laborOpCode: r.laborOpCode })),
        flag: bulkChannel,
        value,
      });
      setSelected(new Set());
    },
  };
}

export type OpcodeList = ReturnType<typeof useOpcodeList>;

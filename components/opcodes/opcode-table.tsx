'use client';

import { useDeferredValue, useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import type { OpcodeDto, OpcodeSortKey } from '@/server/opcodes/opcode.schemas';
import { type OpcodeScope, useBulkVisibility, useOpcodeSearch } from './queries';

const pageSize = 25;

type Channel = 'inOnlineScheduler' | 'inDealerAppScheduler' | 'inMobileService' | 'inServiceCart';
const channels: Array<{ key: Channel; label: string; short: string }> = [
  { key: 'inOnlineScheduler', label: 'Online scheduler', short: 'Online' },
  { key: 'inDealerAppScheduler', label: 'Advisor booking', short: 'Advisor' },
  { key: 'inMobileService', label: 'Mobile service', short: 'Mobile' },
  { key: 'inServiceCart', label: 'Service cart', short: 'Cart' },
];

type ValidFilter = 'all' | 'valid' | 'retired';

const columns: Array<{ key: OpcodeSortKey; label: string; numeric?: boolean }> = [
  { key: 'laborOpCode', label: 'Code' },
  { key: 'opCodeName', label: 'Name' },
  { key: 'opCodeDurationInMinutes', label: 'Duration', numeric: true },
  { key: 'totalPrice', label: 'Price', numeric: true },
];

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** The department's opcodes: search, sort, filter, page, select several and show or hide them. */
export function OpcodeTable({
  scope,
  editing,
  notice,
}: {
  scope: OpcodeScope;
  /** null: read-only, without create, edit or the selection that shows and hides opcodes. */
  editing: { onEdit: (opcode: OpcodeDto) => void; onCreate: () => void } | null;
  notice: string | null;
}) {
  const id = useId();
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

  const query = useOpcodeSearch(scope, {
    searchTerm: searchTerm || null,
    sortBy,
    sortAscending: ascending,
    isValid: validFilter === 'all' ? null : validFilter === 'valid',
    onlineSchedulerVisibility: channelFilter === 'inOnlineScheduler' ? true : null,
    dealerAppSchedulerVisibility: channelFilter === 'inDealerAppScheduler' ? true : null,
    mobileServiceVisibility: channelFilter === 'inMobileService' ? true : null,
    serviceCartVisibility: channelFilter === 'inServiceCart' ? true : null,
    resultSize: pageSize,
    startPosition,
  });
  const rows = query.data?.operations ?? [];
  const total = query.data?.totalCount ?? 0;
  const selectedRows = rows.filter((r) => selected.has(r.uuid));

  const resetPaging = () => {
    setStartPosition(0);
    setSelected(new Set());
  };
  const sort = (key: OpcodeSortKey) => {
    if (sortBy === key) setAscending((a) => !a);
    else {
      setSortBy(key);
      setAscending(true);
    }
    resetPaging();
  };
  const toggle = (uuid: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(uuid)) next.delete(uuid);
      else next.add(uuid);
      return next;
    });
  const allSelected = rows.length > 0 && rows.every((r) => selected.has(r.uuid));

  async function applyBulk(value: boolean) {
    await bulk.mutateAsync({
      opcodes: selectedRows.map((r) => ({ uuid: r.uuid, laborOpCode: r.laborOpCode })),
      flag: bulkChannel,
      value,
    });
    setSelected(new Set());
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <Field id={`${id}-search`} label="Search by code or name" className="min-w-56 flex-1">
          <Input
            id={`${id}-search`}
            type="search"
            value={term}
            placeholder="e.g. OIL or brake"
            onChange={(e) => {
              setTerm(e.target.value);
              resetPaging();
            }}
          />
        </Field>
        <Field id={`${id}-valid`} label="Status">
          <Select
            id={`${id}-valid`}
            value={validFilter}
            onChange={(e) => {
              setValidFilter(e.target.value as ValidFilter);
              resetPaging();
            }}
          >
            <option value="all">Valid and retired</option>
            <option value="valid">Valid only</option>
            <option value="retired">Retired only</option>
          </Select>
        </Field>
        <Field id={`${id}-channel`} label="Offered in">
          <Select
            id={`${id}-channel`}
            value={channelFilter}
            onChange={(e) => {
              setChannelFilter(e.target.value as Channel | '');
              resetPaging();
            }}
          >
            <option value="">Anywhere</option>
            {channels.map((c) => (
              <option key={c.key} value={c.key}>
                {c.label}
              </option>
            ))}
          </Select>
        </Field>
        {editing && <Button onClick={editing.onCreate}>New opcode</Button>}
      </div>

      {notice && <Alert tone="success">{notice}</Alert>}

      {editing && selectedRows.length > 0 && (
        <section
          aria-label="Change the selected opcodes"
          className="flex flex-wrap items-end gap-3 rounded-md border border-brand-200 bg-brand-50 px-3 py-2"
        >
          <p className="text-sm font-medium text-slate-900">{selectedRows.length} selected</p>
          <Field id={`${id}-bulk`} label="Channel">
            <Select
              id={`${id}-bulk`}
              value={bulkChannel}
              onChange={(e) => setBulkChannel(e.target.value as Channel)}
            >
              {channels.map((c) => (
                <option key={c.key} value={c.key}>
                  {c.label}
                </option>
              ))}
            </Select>
          </Field>
          <Button size="md" variant="secondary" loading={bulk.isPending} onClick={() => applyBulk(true)}>
            Show in channel
          </Button>
          <Button size="md" variant="secondary" loading={bulk.isPending} onClick={() => applyBulk(false)}>
            Hide from channel
          </Button>
          {bulk.error && <p className="w-full text-sm text-red-700">{bulk.error.message}</p>}
        </section>
      )}

      {query.isError && (
        <Alert tone="error">
          The opcodes could not be loaded: {query.error.message}{' '}
          <Button variant="ghost" size="sm" onClick={() => query.refetch()}>
            Try again
          </Button>
        </Alert>
      )}

      {query.isPending && (
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner /> Loading opcodes…
        </p>
      )}

      {query.isSuccess && rows.length === 0 && (
        <EmptyState title={searchTerm ? `No opcode matches “${searchTerm}”` : 'No opcodes yet'}>
          {searchTerm ? 'Try part of the code or the name.' : 'Create the first opcode of this department.'}
        </EmptyState>
      )}

      {rows.length > 0 && (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="min-w-full text-sm" aria-describedby={`${id}-count`}>
            <caption className="sr-only">Opcodes of the department</caption>
            <thead className="bg-slate-50 text-left text-slate-700">
              <tr>
                <th scope="col" className="w-10 px-3 py-2">
                  <input
                    type="checkbox"
                    aria-label="Select all opcodes on this page"
                    disabled={!editing}
                    className="size-4 accent-brand-700"
                    checked={allSelected}
                    onChange={() => setSelected(allSelected ? new Set() : new Set(rows.map((r) => r.uuid)))}
                  />
                </th>
                {columns.map((c) => (
                  <th
                    key={c.key}
                    scope="col"
                    className={c.numeric ? 'px-3 py-2 text-right' : 'px-3 py-2'}
                    aria-sort={sortBy === c.key ? (ascending ? 'ascending' : 'descending') : 'none'}
                  >
                    <button
                      type="button"
                      className="inline-flex items-center gap-1 font-semibold hover:text-brand-800 focus-ring rounded"
                      onClick={() => sort(c.key)}
                    >
                      {c.label}
                      <span aria-hidden="true">{sortBy === c.key ? (ascending ? '▲' : '▼') : '↕'}</span>
                    </button>
                  </th>
                ))}
                <th scope="col" className="px-3 py-2">
                  Offered in
                </th>
                <th scope="col" className="px-3 py-2">
                  Status
                </th>
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {rows.map((row) => (
                <tr key={row.uuid} className={selected.has(row.uuid) ? 'bg-brand-50' : undefined}>
                  <td className="px-3 py-2">
                    <input
                      type="checkbox"
                      aria-label={`Select ${row.laborOpCode}`}
                      disabled={!editing}
                      className="size-4 accent-brand-700"
                      checked={selected.has(row.uuid)}
                      onChange={() => toggle(row.uuid)}
                    />
                  </td>
                  <td className="px-3 py-2 font-mono font-medium text-slate-900">{row.laborOpCode}</td>
                  <td className="px-3 py-2 text-slate-800">{row.opCodeName ?? '—'}</td>
                  <td className="px-3 py-2 text-right tabular-nums">
                    {row.opCodeDurationInMinutes ? `${row.opCodeDurationInMinutes} min` : '—'}
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">
                    {row.totalPrice === null ? '—' : money.format(Number(row.totalPrice))}
                  </td>
                  <td className="px-3 py-2">
                    <span className="flex flex-wrap gap-1">
                      {channels
                        .filter((c) => row[c.key])
                        .map((c) => (
                          <Badge
                            key={c.key}
                            className="bg-slate-50 text-slate-700 ring-slate-300"
                            title={c.label}
                          >
                            {c.short}
                          </Badge>
                        ))}
                    </span>
                  </td>
                  <td className="px-3 py-2">
                    {row.isValid ? (
                      <Badge className="bg-green-50 text-green-800 ring-green-200">Valid</Badge>
                    ) : (
                      <Badge className="bg-slate-100 text-slate-700 ring-slate-300">Retired</Badge>
                    )}
                  </td>
                  <td className="px-3 py-2 text-right">
                    {editing && (
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => editing.onEdit(row)}
                        aria-label={`Edit ${row.laborOpCode}`}
                      >
                        Edit
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {total > 0 && (
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-700">
          <p id={`${id}-count`}>
            {startPosition + 1}–{Math.min(startPosition + pageSize, total)} of {total} opcodes
            {query.isFetching && !query.isPending && <span className="ml-2 text-slate-500">Updating…</span>}
          </p>
          <div className="flex gap-2">
            <Button
              variant="secondary"
              size="sm"
              disabled={startPosition === 0}
              onClick={() => {
                setStartPosition((p) => Math.max(0, p - pageSize));
                setSelected(new Set());
              }}
            >
              Previous
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={startPosition + pageSize >= total}
              onClick={() => {
                setStartPosition((p) => p + pageSize);
                setSelected(new Set());
              }}
            >
              Next
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}

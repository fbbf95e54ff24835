'use client';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { OpcodeDto } from '@/server/opcodes/opcode.schemas';
import { channels, columns } from './opcode-list-model';
import type { OpcodeList } from './use-opcode-list';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

type Editing = { onEdit: (opcode: OpcodeDto) => void } | null;

/** The page of opcodes as a table, sortable by its headers. */
export function OpcodeGrid({ id, list, editing }: { id: string; list: OpcodeList; editing: Editing }) {
  return (
    <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full text-sm" aria-describedby={`${id}-count`}>
        <caption className="sr-only">Opcodes of the department</caption>
        <thead className="bg-slate-50 text-left text-slate-700">
          <HeaderRow list={list} editing={editing} />
        </thead>
        <tbody className="divide-y divide-slate-200">
          {list.rows.map((row) => (
            <OpcodeRow key={row.uuid} row={row} list={list} editing={editing} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function HeaderRow({ list, editing }: { list: OpcodeList; editing: Editing }) {
  const { sortBy, ascending } = list;
  return (
    <tr>
      <th scope="col" className="w-10 px-3 py-2">
        <input
          type="checkbox"
          aria-label="Select all opcodes on this page"
          disabled={!editing}
          className="size-4 accent-brand-700"
          checked={list.allSelected}
          onChange={list.toggleAll}
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
            onClick={() => list.sort(c.key)}
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
  );
}

function OpcodeRow({ row, list, editing }: { row: OpcodeDto; list: OpcodeList; editing: Editing }) {
  return (
    <tr className={list.selected.has(row.uuid) ? 'bg-brand-50' : undefined}>
      <td className="px-3 py-2">
        <input
          type="checkbox"
          aria-label={`Select ${row.laborOpCode}`}
          disabled={!editing}
          className="size-4 accent-brand-700"
          checked={list.selected.has(row.uuid)}
          onChange={() => list.toggle(row.uuid)}
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
              <Badge key={c.key} className="bg-slate-50 text-slate-700 ring-slate-300" title={c.label}>
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
  );
}

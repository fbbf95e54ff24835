'use client';

import { useId } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import type { OpcodeDto } from '@/server/opcodes/opcode.schemas';
import { BulkVisibility, OpcodeFilters } from './opcode-filters';
import { OpcodeGrid } from './opcode-grid';
import { pageSize } from './opcode-list-model';
import type { OpcodeScope } from './queries';
import { type OpcodeList, useOpcodeList } from './use-opcode-list';

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
  const list = useOpcodeList(scope);
  const { query, rows, searchTerm } = list;
  return (
    <div className="space-y-4">
      <OpcodeFilters id={id} list={list} onCreate={editing?.onCreate ?? null} />

      {notice && <Alert tone="success">{notice}</Alert>}

      {editing && list.selectedRows.length > 0 && <BulkVisibility id={id} list={list} />}

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

      {rows.length > 0 && <OpcodeGrid id={id} list={list} editing={editing} />}

      {list.total > 0 && <Pager id={id} list={list} />}
    </div>
  );
}

/** "1–25 of 80 opcodes", with Previous and Next. */
function Pager({ id, list }: { id: string; list: OpcodeList }) {
  const { startPosition, total, query } = list;
  return (
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
          onClick={() => list.turnPage(-1)}
        >
          Previous
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={startPosition + pageSize >= total}
          onClick={() => list.turnPage(1)}
        >
          Next
        </Button>
      </div>
    </div>
  );
}

'use client';

import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { type Channel, channels, type ValidFilter } from './opcode-list-model';
import type { OpcodeList } from './use-opcode-list';

/** Search, status and channel filters above the opcode list, and "New opcode" when editing. */
export function OpcodeFilters({
  id,
  list,
  onCreate,
}: {
  id: string;
  list: OpcodeList;
  onCreate: (() => void) | null;
}) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      <Field id={`${id}-search`} label="Search by code or name" className="min-w-56 flex-1">
        <Input
          id={`${id}-search`}
          type="search"
          value={list.term}
          placeholder="e.g. OIL or brake"
          onChange={(e) => list.setTerm(e.target.value)}
        />
      </Field>
      <Field id={`${id}-valid`} label="Status">
        <Select
          id={`${id}-valid`}
          value={list.validFilter}
          onChange={(e) => list.setValidFilter(e.target.value as ValidFilter)}
        >
          <option value="all">Valid and retired</option>
          <option value="valid">Valid only</option>
          <option value="retired">Retired only</option>
        </Select>
      </Field>
      <Field id={`${id}-channel`} label="Offered in">
        <Select
          id={`${id}-channel`}
          value={list.channelFilter}
          onChange={(e) => list.setChannelFilter(e.target.value as Channel | '')}
        >
          <option value="">Anywhere</option>
          <ChannelOptions />
        </Select>
      </Field>
      {onCreate && <Button onClick={onCreate}>New opcode</Button>}
    </div>
  );
}

function ChannelOptions() {
  return channels.map((c) => (
    <option key={c.key} value={c.key}>
      {c.label}
    </option>
  ));
}

/** Shows or hides the selected opcodes in one channel at once. */
export function BulkVisibility({ id, list }: { id: string; list: OpcodeList }) {
  const { bulk } = list;
  return (
    <section
      aria-label="Change the selected opcodes"
      className="flex flex-wrap items-end gap-3 rounded-md border border-brand-200 bg-brand-50 px-3 py-2"
    >
      <p className="text-sm font-medium text-slate-900">{list.selectedRows.length} selected</p>
      <Field id={`${id}-bulk`} label="Channel">
        <Select
          id={`${id}-bulk`}
          value={list.bulkChannel}
          onChange={(e) => list.setBulkChannel(e.target.value as Channel)}
        >
          <ChannelOptions />
        </Select>
      </Field>
      <Button size="md" variant="secondary" loading={bulk.isPending} onClick={() => list.applyBulk(true)}>
        Show in channel
      </Button>
      <Button size="md" variant="secondary" loading={bulk.isPending} onClick={() => list.applyBulk(false)}>
        Hide from channel
      </Button>
      {bulk.error && <p className="w-full text-sm text-red-700">{bulk.error.message}</p>}
    </section>
  );
}

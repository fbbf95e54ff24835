'use client';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { MigrationReport } from './api';
import { emptyMappingRow, type MappingRow } from './migration-model';

/** The parts of the communication-code migration: the mapping rows, the preview and what was applied. */
const reasons = { MAPPING: 'Mapped', FILLED_FROM_LABOR_CODE: 'Filled from the labor code' } as const;

function ChangesTable({ report, caption }: { report: MigrationReport; caption: string }) {
  return (
    <div className="overflow-x-auto rounded-md border border-slate-200">
      <table className="min-w-full text-sm">
        <caption className="px-3 py-2 text-left font-medium text-slate-900">{caption}</caption>
        <thead className="bg-slate-50 text-left text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2">
              Opcode
            </th>
            <th scope="col" className="px-3 py-2">
              Current code
            </th>
            <th scope="col" className="px-3 py-2">
              New code
            </th>
            <th scope="col" className="px-3 py-2">
              Why
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {report.changes.map((c) => (
            <tr key={c.operationUuid}>
              <td className="px-3 py-2 font-mono">{c.laborOpCode}</td>
              <td className="px-3 py-2 font-mono">{c.fromCommunicationCode || '(none)'}</td>
              <td className="px-3 py-2 font-mono">{c.toCommunicationCode}</td>
              <td className="px-3 py-2">{reasons[c.reason]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function MappingRows({
  id,
  rows,
  onRows,
}: {
  id: string;
  rows: MappingRow[];
  onRows: (rows: MappingRow[]) => void;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-slate-900">Mappings</legend>
      {rows.map((row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity beyond their position.
        <div key={index} className="flex flex-wrap items-end gap-2">
          <Field id={`${id}-from-${index}`} label={`Mapping ${index + 1}: current code`}>
            <Input
              id={`${id}-from-${index}`}
              value={row.from}
              autoComplete="off"
              onChange={(e) => {
                onRows(rows.map((r, i) => (i === index ? { ...r, from: e.target.value } : r)));
              }}
            />
          </Field>
          <Field id={`${id}-to-${index}`} label="new code">
            <Input
              id={`${id}-to-${index}`}
              value={row.to}
              autoComplete="off"
              onChange={(e) => {
                onRows(rows.map((r, i) => (i === index ? { ...r, to: e.target.value } : r)));
              }}
            />
          </Field>
          {rows.length > 1 && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                onRows(rows.filter((_, i) => i !== index));
              }}
            >
              Remove mapping {index + 1}
            </Button>
          )}
        </div>
      ))}
      <Button
        variant="secondary"
        size="sm"
        onClick={() => {
          onRows([...rows, emptyMappingRow]);
        }}
      >
        Add mapping
      </Button>
    </fieldset>
  );
}

export function PreviewResult({
  preview,
  applying,
  onApply,
}: {
  preview: MigrationReport;
  applying: boolean;
  onApply: () => void;
}) {
  return (
    <div className="space-y-3">
      {preview.warnings.map((w) => (
        <Alert key={w.warningMessage}>{w.warningMessage}</Alert>
      ))}
      {preview.opcodesChanged === 0 ? (
        <Alert>Nothing to change: all {preview.opcodesExamined} opcodes already have these codes.</Alert>
      ) : (
        <>
          <ChangesTable
            report={preview}
            caption={`Preview: ${preview.opcodesChanged} of ${preview.opcodesExamined} opcodes would change`}
          />
          <Button onClick={onApply} loading={applying}>
            Apply {preview.opcodesChanged} {preview.opcodesChanged === 1 ? 'change' : 'changes'}
          </Button>
        </>
      )}
    </div>
  );
}

export function AppliedResult({ applied }: { applied: MigrationReport }) {
  return (
    <div className="space-y-3">
      <Alert tone="success">
        Changed the communication code of {applied.opcodesChanged}{' '}
        {applied.opcodesChanged === 1 ? 'opcode' : 'opcodes'}.
      </Alert>
      {applied.opcodesChanged > 0 && <ChangesTable report={applied} caption="Applied changes" />}
    </div>
  );
}

export function FillMissingChoice({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex items-center gap-2 text-sm text-slate-800">
      <input
        type="checkbox"
        className="size-4 accent-brand-700"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      Give opcodes without a communication code their labor code
    </label>
  );
}

'use client';

import { type FormEvent, useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { MigrationReport } from './api';
import { type OpcodeScope, useMigration } from './queries';

type Row = { from: string; to: string };

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

/**
 * Rewrites the department's communication codes: preview first (a dry run), then apply exactly
 * what was previewed. Changing the inputs discards the preview, so what is applied was seen.
 */
export function MigrationPanel({ scope }: { scope: OpcodeScope }) {
  const id = useId();
  const [rows, setRows] = useState<Row[]>([{ from: '', to: '' }]);
  const [fillMissing, setFillMissing] = useState(false);
  const [preview, setPreview] = useState<MigrationReport | null>(null);
  const [applied, setApplied] = useState<MigrationReport | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const migration = useMigration(scope);

  const mappings = rows
    .map((r) => ({ from: r.from.trim(), to: r.to.trim() }))
    .filter((r) => r.from !== '' || r.to !== '');

  const changed = () => {
    setPreview(null);
    setApplied(null);
    setFormError(null);
    migration.reset();
  };

  async function runPreview(event: FormEvent) {
    event.preventDefault();
    if (mappings.some((m) => m.from === '' || m.to === '')) {
      setFormError('Fill in both the current and the new code of every mapping, or remove the row.');
      return;
    }
    if (mappings.length === 0 && !fillMissing) {
      setFormError('Add a mapping or choose to fill missing codes: there is nothing to preview.');
      return;
    }
    setFormError(null);
    setApplied(null);
    setPreview(
      await migration.mutateAsync({ mappings, fillMissingFromLaborCode: fillMissing, dryRun: true }),
    );
  }

  async function apply() {
    const report = await migration.mutateAsync({
      mappings,
      fillMissingFromLaborCode: fillMissing,
      dryRun: false,
    });
    setPreview(null);
    setApplied(report);
  }

  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardHeader>
        <CardTitle id={`${id}-title`}>Communication codes</CardTitle>
        <p className="mt-1 text-sm text-slate-600">
          The communication code is the customer-facing code messages and the DMS use for an opcode. Replace
          codes across this department, or give opcodes without one their labor code. Preview first; nothing
          changes until you apply.
        </p>
      </CardHeader>
      <CardBody className="space-y-4">
        <form onSubmit={runPreview} noValidate className="space-y-3">
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
                      setRows((rs) => rs.map((r, i) => (i === index ? { ...r, from: e.target.value } : r)));
                      changed();
                    }}
                  />
                </Field>
                <Field id={`${id}-to-${index}`} label="new code">
                  <Input
                    id={`${id}-to-${index}`}
                    value={row.to}
                    autoComplete="off"
                    onChange={(e) => {
                      setRows((rs) => rs.map((r, i) => (i === index ? { ...r, to: e.target.value } : r)));
                      changed();
                    }}
                  />
                </Field>
                {rows.length > 1 && (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => {
                      setRows((rs) => rs.filter((_, i) => i !== index));
                      changed();
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
                setRows((rs) => [...rs, { from: '', to: '' }]);
                changed();
              }}
            >
              Add mapping
            </Button>
          </fieldset>
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="size-4 accent-brand-700"
              checked={fillMissing}
              onChange={(e) => {
                setFillMissing(e.target.checked);
                changed();
              }}
            />
            Give opcodes without a communication code their labor code
          </label>
          {formError && <Alert tone="error">{formError}</Alert>}
          {migration.error && <Alert tone="error">{migration.error.message}</Alert>}
          <Button type="submit" variant="secondary" loading={migration.isPending && !preview}>
            Preview changes
          </Button>
        </form>

        {preview && (
          <div className="space-y-3">
            {preview.warnings.map((w) => (
              <Alert key={w.warningMessage}>{w.warningMessage}</Alert>
            ))}
            {preview.opcodesChanged === 0 ? (
              <Alert>
                Nothing to change: all {preview.opcodesExamined} opcodes already have these codes.
              </Alert>
            ) : (
              <>
                <ChangesTable
                  report={preview}
                  caption={`Preview: ${preview.opcodesChanged} of ${preview.opcodesExamined} opcodes would change`}
                />
                <Button onClick={apply} loading={migration.isPending}>
                  Apply {preview.opcodesChanged} {preview.opcodesChanged === 1 ? 'change' : 'changes'}
                </Button>
              </>
            )}
          </div>
        )}

        {applied && (
          <div className="space-y-3">
            <Alert tone="success">
              Changed the communication code of {applied.opcodesChanged}{' '}
              {applied.opcodesChanged === 1 ? 'opcode' : 'opcodes'}.
            </Alert>
            {applied.opcodesChanged > 0 && <ChangesTable report={applied} caption="Applied changes" />}
          </div>
        )}
      </CardBody>
    </Card>
  );
}

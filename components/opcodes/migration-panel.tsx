'use client';

import { type FormEvent, useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader, CardTitle } from '@/components/ui/card';
import type { MigrationReport } from './api';
import { emptyMappingRow, type MappingRow, mappingsOf, migrationProblem } from './migration-model';
import { AppliedResult, FillMissingChoice, MappingRows, PreviewResult } from './migration-parts';
import { type OpcodeScope, useMigration } from './queries';

/**
 * Rewrites the department's communication codes: preview first (a dry run), then apply exactly
 * what was previewed. Changing the inputs discards the preview, so what is applied was seen.
 */
export function MigrationPanel({ scope }: { scope: OpcodeScope }) {
  const id = useId();
  const [rows, setRows] = useState<MappingRow[]>([emptyMappingRow]);
  const [fillMissing, setFillMissing] = useState(false);
  const [preview, setPreview] = useState<MigrationReport | null>(null);
  const [applied, setApplied] = useState<MigrationReport | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const migration = useMigration(scope);

  const request = (dryRun: boolean) => ({
    mappings: mappingsOf(rows),
    fillMissingFromLaborCode: fillMissing,
    dryRun,
  });

  const changed = () => {
    setPreview(null);
    setApplied(null);
    setFormError(null);
    migration.reset();
  };

  async function runPreview(event: FormEvent) {
    event.preventDefault();
    const problem = migrationProblem(mappingsOf(rows), fillMissing);
    if (problem) {
      setFormError(problem);
      return;
    }
    setFormError(null);
    setApplied(null);
    setPreview(await migration.mutateAsync(request(true)));
  }

  async function apply() {
    const report = await migration.mutateAsync(request(false));
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
          <MappingRows
            id={id}
            rows={rows}
            onRows={(next) => {
              setRows(next);
              changed();
            }}
          />
          <FillMissingChoice
            checked={fillMissing}
            onChange={(checked) => {
              setFillMissing(checked);
              changed();
            }}
          />
          {formError && <Alert tone="error">{formError}</Alert>}
          {migration.error && <Alert tone="error">{migration.error.message}</Alert>}
          <Button type="submit" variant="secondary" loading={migration.isPending && !preview}>
            Preview changes
          </Button>
        </form>

        {preview && <PreviewResult preview={preview} applying={migration.isPending} onApply={apply} />}
        {applied && <AppliedResult applied={applied} />}
      </CardBody>
    </Card>
  );
}

'use client';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useClock } from '@/components/ui/clock-context';
import { sections } from './settings-form-model';
import type { SettingsForm } from './use-settings-form';

/** The bar under the form: what needs attention or went wrong, what is unsaved, Discard and Save. */
export function SaveBar({ form }: { form: SettingsForm }) {
  const clock = useClock();
  const { dirty, saving, savedAt } = form;
  const changedLabels = sections.filter((s) => form.changed.has(s.key)).map((s) => s.label);
  return (
    <div className="sticky bottom-0 z-10 -mx-4 space-y-2 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 lg:-mx-8 lg:px-8">
      <SaveProblems form={form} />
      <div className="flex flex-wrap items-center gap-2 sm:gap-3">
        <p role="status" className="mr-auto min-w-0 text-sm">
          {saving ? (
            <span className="text-slate-700">Saving…</span>
          ) : dirty ? (
            <span className="font-medium text-amber-800">
              Unsaved changes<span className="hidden sm:inline">: {changedLabels.join(', ')}</span>
            </span>
          ) : savedAt ? (
            <span className="font-medium text-green-800">Saved at {clock.time(savedAt)}.</span>
          ) : (
            <span className="text-slate-600">No unsaved changes.</span>
          )}
        </p>
        {dirty && (
          <Button variant="ghost" disabled={saving} onClick={form.discard}>
            Discard
          </Button>
        )}
        <Button type="submit" loading={saving} disabled={!dirty}>
          Save changes
        </Button>
      </div>
    </div>
  );
}

function SaveProblems({ form }: { form: SettingsForm }) {
  const { errors, problem } = form;
  const errorCount = Object.keys(errors).length;
  return (
    <>
      {errorCount > 0 && (
        <Alert tone="error">
          {errors.form ??
            `Not saved: ${errorCount === 1 ? 'one field needs' : `${errorCount} fields need`} attention.`}{' '}
          {errors.form === undefined && (
            <button
              type="button"
              className="font-medium underline focus-ring rounded"
              onClick={() => {
                const first = Object.keys(errors)[0];
                if (first) form.focusError(first);
              }}
            >
              Show the first
            </button>
          )}
        </Alert>
      )}
      {(problem?.kind === 'conflict' || (form.newerElsewhere && form.dirty)) && (
        <Alert tone="error" className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <span>
            Someone saved these settings after you opened them, so yours were not saved. Reload to see theirs,
            then make your change again.
          </span>
          <Button variant="secondary" size="sm" loading={form.reloading} onClick={form.reloadSettings}>
            Reload settings
          </Button>
        </Alert>
      )}
      {problem?.kind === 'invalid' && (
        <Alert tone="error">
          The server refused these settings: {problem.message}
          {problem.section && problem.section !== form.tab && (
            <>
              {' '}
              <button
                type="button"
                className="font-medium underline focus-ring rounded"
                onClick={() => problem.section && form.show(problem.section)}
              >
                Go to {sections.find((s) => s.key === problem.section)?.label}
              </button>
            </>
          )}
        </Alert>
      )}
      {problem?.kind === 'failed' && <Alert tone="error">Not saved: {problem.message}</Alert>}
    </>
  );
}

'use client';

import { type FormEvent, type KeyboardEvent, useEffect, useMemo, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Spinner } from '@/components/ui/spinner';
import type { SchedulingSettings } from '@/server/scheduling/settings.schemas';
import { AdvisorsSection } from './advisors-section';
import { ApiError } from './api';
import { CapacitySection } from './capacity-section';
import { ClosuresSection } from './closures-section';
import { DealerLimitsSection } from './dealer-limits-section';
import { fieldId, type SectionProps, SettingsFormProvider } from './fields';
import { HoursSection } from './hours-section';
import { OpcodeLimitsSection } from './opcode-limits-section';
import { useSaveSchedulingSettings, useSchedulingSettings } from './queries';
import {
  changedSections,
  type FieldErrors,
  formValuesFrom,
  type SectionKey,
  type SettingsValues,
  sectionOfApiDescription,
  sectionOfErrorKey,
  sections,
  toSaveBody,
} from './settings-form-model';
import { TeamsSection } from './teams-section';
import { TransportSection } from './transport-section';

/** "Central Time (America/Chicago)": the zone every time on the page is in. */
function zoneLabel(timeZone: string): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longGeneric' })
    .formatToParts(new Date())
    .find((part) => part.type === 'timeZoneName')?.value;
  return name && name !== timeZone ? `${name} (${timeZone})` : timeZone;
}

const savedTime = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    at,
  );

/** Loads the department's settings, then hands them to the form. */
export function SettingsEditor({ departmentUuid, readOnly }: { departmentUuid: string; readOnly: boolean }) {
  const query = useSchedulingSettings(departmentUuid);
  if (query.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-8 text-slate-600">
        <Spinner /> Loading the scheduling settings…
      </p>
    );
  }
  if (query.isError) {
    return (
      <Alert tone="error" className="flex flex-wrap items-center gap-3">
        <span>The scheduling settings could not be loaded: {query.error.message}</span>
        <Button variant="secondary" size="sm" loading={query.isFetching} onClick={() => query.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  return (
    <SettingsForm
      departmentUuid={departmentUuid}
      readOnly={readOnly}
      settings={query.data}
      reload={async () => (await query.refetch()).data}
    />
  );
}

type Problem =
  | { kind: 'conflict' }
  | { kind: 'invalid'; message: string; section: SectionKey | null }
  | { kind: 'failed'; message: string };

function SettingsForm({
  departmentUuid,
  readOnly,
  settings,
  reload,
}: {
  departmentUuid: string;
  /** Shown with every field disabled and no save bar: the server refuses this person's saves. */
  readOnly: boolean;
  settings: SchedulingSettings;
  reload: () => Promise<SchedulingSettings | undefined>;
}) {
  const save = useSaveSchedulingSettings(departmentUuid);
  // The draft is edited locally and compared with what it was loaded from (`loaded`).
  const [loaded, setLoaded] = useState(() => ({ settings, values: formValuesFrom(settings) }));
  const [values, setValues] = useState<SettingsValues>(loaded.values);
  const [tab, setTab] = useState<SectionKey>('hours');
  const [advisorIndex, setAdvisorIndex] = useState(0);
  // After a refused save the form re-checks on every change, so fixed fields lose their message.
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const [reloading, setReloading] = useState(false);

  const changed = useMemo(() => changedSections(values, loaded.values), [values, loaded.values]);
  const dirty = changed.size > 0;
  const errors = useMemo((): FieldErrors => {
    if (!checking) return {};
    const result = toSaveBody(values, loaded.values, loaded.settings.version);
    return result.ok ? {} : result.errors;
  }, [checking, values, loaded]);
  const newerElsewhere = settings.version > loaded.settings.version && !save.isPending;
  const timeZone = loaded.settings.timeZone;
  const context = useMemo(() => ({ errors, zoneLabel: zoneLabel(timeZone) }), [errors, timeZone]);
  const errorSections = useMemo(
    () =>
      new Set(
        Object.keys(errors)
          .map(sectionOfErrorKey)
          .filter((s) => s !== null),
      ),
    [errors],
  );

  const adopt = (next: SchedulingSettings) => {
    const nextValues = formValuesFrom(next);
    setLoaded({ settings: next, values: nextValues });
    setValues(nextValues);
    setChecking(false);
    setProblem(null);
  };

  // Someone saved in another tab or browser while nothing was edited here: show their version.
  if (newerElsewhere && !dirty) adopt(settings);

  // Leaving with unsaved edits asks first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const update: SectionProps['update'] = (recipe) => {
    setSavedAt(null);
    setValues(recipe);
  };

  const show = (section: SectionKey) => {
    setTab(section);
    requestAnimationFrame(() => document.getElementById(`settings-tab-${section}`)?.focus());
  };

  const focusError = (key: string) => {
    const section = sectionOfErrorKey(key);
    if (section) setTab(section);
    if (section === 'advisors') setAdvisorIndex(Number(key.split('.')[1] ?? 0));
    requestAnimationFrame(() => document.getElementById(fieldId(key))?.focus());
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    setSavedAt(null);
    const result = toSaveBody(values, loaded.values, loaded.settings.version);
    if (!result.ok) {
      setChecking(true);
      const first = Object.keys(result.errors)[0];
      if (first && first !== 'form') focusError(first);
      return;
    }
    setChecking(false);
    const submitted = values;
    save.mutate(result.body, {
      onSuccess: (next) => {
        const nextValues = formValuesFrom(next);
        setLoaded({ settings: next, values: nextValues });
        // Edits typed while the save ran stay, as unsaved changes on top of the saved version.
        setValues((current) => (current === submitted ? nextValues : current));
        setSavedAt(new Date());
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'SCHEDULING_RULES_CHANGED') {
          setProblem({ kind: 'conflict' });
        } else if (error instanceof ApiError && error.code === 'INVALID_REQUEST') {
          setProblem({
            kind: 'invalid',
            message: error.message,
            section: sectionOfApiDescription(error.message),
          });
        } else {
          setProblem({ kind: 'failed', message: error.message });
        }
      },
    });
  }

  async function reloadSettings() {
    setReloading(true);
    try {
      const fresh = await reload();
      if (fresh) adopt(fresh);
    } finally {
      setReloading(false);
    }
  }

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? -1
          : 0;
    const target =
      event.key === 'Home'
        ? sections[0]
        : event.key === 'End'
          ? sections[sections.length - 1]
          : step
            ? sections[(index + step + sections.length) % sections.length]
            : undefined;
    if (!target) return;
    event.preventDefault();
    show(target.key);
  };

  const sectionProps: SectionProps = { values, settings: loaded.settings, update };
  const errorCount = Object.keys(errors).length;
  const changedLabels = sections.filter((s) => changed.has(s.key)).map((s) => s.label);

  return (
    <SettingsFormProvider value={context}>
      <form noValidate onSubmit={submit} aria-label="Scheduling settings" className="space-y-4">
        <div role="tablist" aria-label="Settings sections" className="flex flex-wrap gap-1.5">
          {sections.map((section, index) => {
            const selected = tab === section.key;
            return (
              <button
                key={section.key}
                id={`settings-tab-${section.key}`}
                type="button"
                role="tab"
                aria-selected={selected}
                aria-controls="settings-panel"
                tabIndex={selected ? 0 : -1}
                onKeyDown={(e) => onTabKey(e, index)}
                onClick={() => setTab(section.key)}
                className={cn(
                  'inline-flex h-9 items-center gap-1.5 rounded-full border px-3 text-sm font-medium whitespace-nowrap focus-ring',
                  selected
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
                )}
              >
                {section.label}
                {errorSections.has(section.key) ? (
                  <span className={cn('text-xs font-bold', selected ? 'text-white' : 'text-red-700')}>
                    <span aria-hidden="true">!</span>
                    <span className="sr-only">{' (needs attention)'}</span>
                  </span>
                ) : (
                  changed.has(section.key) && (
                    <span
                      className={cn('size-2 rounded-full', selected ? 'bg-amber-300' : 'bg-amber-500')}
                      title="Unsaved changes"
                    >
                      <span className="sr-only">{' (unsaved changes)'}</span>
                    </span>
                  )
                )}
              </button>
            );
          })}
        </div>

        <div
          role="tabpanel"
          id="settings-panel"
          aria-labelledby={`settings-tab-${tab}`}
          className="rounded-lg border border-slate-200 bg-white px-3 py-5 shadow-xs sm:px-6"
        >
          <fieldset disabled={readOnly} className="contents">
            {tab === 'hours' && <HoursSection {...sectionProps} />}
            {tab === 'closures' && <ClosuresSection {...sectionProps} />}
            {tab === 'dealer' && <DealerLimitsSection {...sectionProps} />}
            {tab === 'teams' && <TeamsSection {...sectionProps} />}
            {tab === 'transport' && <TransportSection {...sectionProps} />}
            {tab === 'opcodes' && <OpcodeLimitsSection {...sectionProps} />}
            {tab === 'capacity' && <CapacitySection {...sectionProps} />}
          </fieldset>
          {/* Outside the fieldset: choosing whose schedule to see stays possible when read-only. */}
          {tab === 'advisors' && (
            <AdvisorsSection
              {...sectionProps}
              readOnly={readOnly}
              selected={advisorIndex}
              onSelect={setAdvisorIndex}
            />
          )}
        </div>

        {!readOnly && (
          <div className="sticky bottom-0 z-10 -mx-4 space-y-2 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 lg:-mx-8 lg:px-8">
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
                      if (first) focusError(first);
                    }}
                  >
                    Show the first
                  </button>
                )}
              </Alert>
            )}
            {(problem?.kind === 'conflict' || (newerElsewhere && dirty)) && (
              <Alert tone="error" className="flex flex-wrap items-center gap-x-3 gap-y-2">
                <span>
                  Someone saved these settings after you opened them, so yours were not saved. Reload to see
                  theirs, then make your change again.
                </span>
                <Button variant="secondary" size="sm" loading={reloading} onClick={reloadSettings}>
                  Reload settings
                </Button>
              </Alert>
            )}
            {problem?.kind === 'invalid' && (
              <Alert tone="error">
                The server refused these settings: {problem.message}
                {problem.section && problem.section !== tab && (
                  <>
                    {' '}
                    <button
                      type="button"
                      className="font-medium underline focus-ring rounded"
                      onClick={() => problem.section && show(problem.section)}
                    >
                      Go to {sections.find((s) => s.key === problem.section)?.label}
                    </button>
                  </>
                )}
              </Alert>
            )}
            {problem?.kind === 'failed' && <Alert tone="error">Not saved: {problem.message}</Alert>}
            <div className="flex flex-wrap items-center gap-2 sm:gap-3">
              <p role="status" className="mr-auto min-w-0 text-sm">
                {save.isPending ? (
                  <span className="text-slate-700">Saving…</span>
                ) : dirty ? (
                  <span className="font-medium text-amber-800">
                    Unsaved changes<span className="hidden sm:inline">: {changedLabels.join(', ')}</span>
                  </span>
                ) : savedAt ? (
                  <span className="font-medium text-green-800">Saved at {savedTime(savedAt, timeZone)}.</span>
                ) : (
                  <span className="text-slate-600">No unsaved changes.</span>
                )}
              </p>
              {dirty && (
                <Button
                  variant="ghost"
                  disabled={save.isPending}
                  onClick={() => {
                    setValues(loaded.values);
                    setChecking(false);
                    setProblem(null);
                  }}
                >
                  Discard
                </Button>
              )}
              <Button type="submit" loading={save.isPending} disabled={!dirty}>
                Save changes
              </Button>
            </div>
          </div>
        )}
      </form>
    </SettingsFormProvider>
  );
}

'use client';

import { type FormEvent, useEffect, useMemo, useState } from 'react';
import type { SchedulingSettings } from '@/server/scheduling/settings.schemas';
import { fieldId, type SectionProps } from './fields';
import { useSaveSchedulingSettings } from './queries';
import { type SaveProblem, saveProblemOf, sectionsWithErrors, zoneLabel } from './settings-editor-model';
import {
  changedSections,
  type FieldErrors,
  formValuesFrom,
  type SectionKey,
  type SettingsValues,
  sectionOfErrorKey,
  toSaveBody,
} from './settings-form-model';

/**
 * The settings form's state: the draft, the tab shown, and the outcome of the last save. Saving
 * checks the draft first and, when refused, shows the first field that needs attention.
 */
export function useSettingsForm(
  departmentUuid: string,
  settings: SchedulingSettings,
  reload: () => Promise<SchedulingSettings | undefined>,
) {
  const save = useSaveSchedulingSettings(departmentUuid);
  const draft = useSettingsDraft(settings, save.isPending);
  const navigation = useSectionNavigation();
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const [reloading, setReloading] = useState(false);
  const { values, loaded, setProblem } = draft;

  function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    setSavedAt(null);
    const result = toSaveBody(values, loaded.values, loaded.settings.version);
    if (!result.ok) {
      draft.setChecking(true);
      const first = Object.keys(result.errors)[0];
      if (first && first !== 'form') navigation.focusError(first);
      return;
    }
    draft.setChecking(false);
    save.mutate(result.body, {
      onSuccess: (next) => {
        draft.saved(values, next);
        setSavedAt(new Date());
      },
      onError: (error) => setProblem(saveProblemOf(error)),
    });
  }

  async function reloadSettings() {
    setReloading(true);
    try {
      const fresh = await reload();
      if (fresh) draft.adopt(fresh);
    } finally {
      setReloading(false);
    }
  }

  const update: SectionProps['update'] = (recipe) => {
    setSavedAt(null);
    draft.setValues(recipe);
  };
  return {
    ...draft,
    ...navigation,
    savedAt,
    reloading,
    saving: save.isPending,
    update,
    submit,
    reloadSettings,
  };
}

export type SettingsForm = ReturnType<typeof useSettingsForm>;

/** The draft edited locally, compared with what it was loaded from (`loaded`). */
function useSettingsDraft(settings: SchedulingSettings, saving: boolean) {
  const [loaded, setLoaded] = useState(() => ({ settings, values: formValuesFrom(settings) }));
  const [values, setValues] = useState<SettingsValues>(loaded.values);
  // After a refused save the form re-checks on every change, so fixed fields lose their message.
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<SaveProblem | null>(null);

  const changed = useMemo(() => changedSections(values, loaded.values), [values, loaded.values]);
  const dirty = changed.size > 0;
  const errors = useMemo((): FieldErrors => {
    if (!checking) return {};
    const result = toSaveBody(values, loaded.values, loaded.settings.version);
    return result.ok ? {} : result.errors;
  }, [checking, values, loaded]);
  const newerElsewhere = settings.version > loaded.settings.version && !saving;
  const timeZone = loaded.settings.timeZone;
  const context = useMemo(() => ({ errors, zoneLabel: zoneLabel(timeZone) }), [errors, timeZone]);
  const errorSections = useMemo(() => sectionsWithErrors(errors), [errors]);

  const adopt = (next: SchedulingSettings) => {
    const nextValues = formValuesFrom(next);
    setLoaded({ settings: next, values: nextValues });
    setValues(nextValues);
    setChecking(false);
    setProblem(null);
  };
  /** A save succeeded: edits typed while it ran stay, as unsaved changes on top of the saved version. */
  const saved = (submitted: SettingsValues, next: SchedulingSettings) => {
    const nextValues = formValuesFrom(next);
    setLoaded({ settings: next, values: nextValues });
    setValues((current) => (current === submitted ? nextValues : current));
  };
  const discard = () => {
    setValues(loaded.values);
    setChecking(false);
    setProblem(null);
  };

  // Someone saved in another tab or browser while nothing was edited here: show their version.
  if (newerElsewhere && !dirty) adopt(settings);
  useLeaveWarning(dirty);

  return {
    loaded,
    values,
    setValues,
    setChecking,
    problem,
    setProblem,
    changed,
    dirty,
    errors,
    newerElsewhere,
    timeZone,
    context,
    errorSections,
    adopt,
    saved,
    discard,
  };
}

/** The tab shown, and moving focus to a tab or to a field that needs attention. */
function useSectionNavigation() {
  const [tab, setTab] = useState<SectionKey>('hours');
  const [advisorIndex, setAdvisorIndex] = useState(0);
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
  return { tab, setTab, advisorIndex, setAdvisorIndex, show, focusError };
}

/** Leaving with unsaved edits asks first. */
function useLeaveWarning(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}

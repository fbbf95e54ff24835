'use client';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { SchedulingSettings } from '@/server/scheduling/settings.schemas';
import { SettingsFormProvider } from './fields';
import { useSchedulingSettings } from './queries';
import { SaveBar } from './settings-save-bar';
import { SectionPanel, SectionTabs } from './settings-tabs';
import { useSettingsForm } from './use-settings-form';

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
  const form = useSettingsForm(departmentUuid, settings, reload);
  return (
    <SettingsFormProvider value={form.context}>
      <form noValidate onSubmit={form.submit} aria-label="Scheduling settings" className="space-y-4">
        <SectionTabs form={form} />
        <SectionPanel form={form} readOnly={readOnly} />
        {!readOnly && <SaveBar form={form} />}
      </form>
    </SettingsFormProvider>
  );
}

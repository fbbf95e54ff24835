import type { Metadata } from 'next';
import { ReadOnlyNote } from '@/components/settings/read-only-note';
import { SettingsEditor } from '@/components/settings/settings-editor';
import { requireCurrentAdvisor } from '@/server/auth/current-advisor';
import { mayChangeRulesOf } from '@/server/auth/rules-access';

export const metadata: Metadata = { title: 'Scheduling settings' };

export default async function SettingsPage() {
  const { userUuid, department } = await requireCurrentAdvisor();
  const editable = await mayChangeRulesOf(userUuid, department);
  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">Scheduling settings</h1>
        <p className="mt-1 text-slate-600">
          When {department.departmentName} at {department.dealerName} takes appointments, and how many.
          Changes apply to online and advisor booking as soon as they are saved.
        </p>
      </div>
      {!editable && <ReadOnlyNote what="these settings" />}
      <SettingsEditor
        key={department.departmentUuid}
        departmentUuid={department.departmentUuid}
        readOnly={!editable}
      />
    </div>
  );
}

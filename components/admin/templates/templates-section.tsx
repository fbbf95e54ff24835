'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { adminApi, type MessageTemplate, type MessageTemplateInput } from '../api';
import { ConfirmDialog } from '../confirm-dialog';
import { useAdminMutation, useDealer, useMessageTemplates } from '../queries';
import { QueryState } from '../query-state';
import { TemplateForm } from './template-form';

/** A department's message templates, which its advisors insert from the inbox composer. */
export function TemplatesSection({ dealerUuid }: { dealerUuid: string }) {
  const dealer = useDealer(dealerUuid);
  const [chosen, setChosen] = useState('');
  const departments = dealer.data?.departments ?? [];
  const departmentUuid = chosen || departments[0]?.departmentUuid || '';
  return (
    <QueryState isPending={dealer.isPending} error={dealer.error} label="the departments">
      <div className="space-y-6">
        {departments.length > 1 && (
          <Field id="templates-department" label="Department" className="max-w-sm">
            <Select
              id="templates-department"
              value={departmentUuid}
              onChange={(e) => setChosen(e.target.value)}
            >
              {departments.map((d) => (
                <option key={d.departmentUuid} value={d.departmentUuid}>
                  {d.name}
                </option>
              ))}
            </Select>
          </Field>
        )}
        {departmentUuid && <DepartmentTemplates key={departmentUuid} departmentUuid={departmentUuid} />}
      </div>
    </QueryState>
  );
}

function DepartmentTemplates({ departmentUuid }: { departmentUuid: string }) {
  const templates = useMessageTemplates(departmentUuid);
  const create = useAdminMutation((input: MessageTemplateInput) =>
    adminApi.createMessageTemplate(departmentUuid, input),
  );
  const list = templates.data?.templates ?? [];
  return (
    <section aria-labelledby="templates-heading" className="grid gap-6 lg:grid-cols-2">
      <div>
        <h2 id="templates-heading" className="mb-2 text-base font-semibold text-slate-900">
          Message templates
        </h2>
        <QueryState isPending={templates.isPending} error={templates.error} label="the templates">
          {list.length === 0 ? (
            <p className="text-sm text-slate-600">No templates yet.</p>
          ) : (
            <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
              {list.map((t) => (
                <TemplateItem key={t.templateUuid} departmentUuid={departmentUuid} template={t} />
              ))}
            </ul>
          )}
        </QueryState>
      </div>
      <TemplateForm label="New template" submitLabel="Create template" mutation={create} />
    </section>
  );
}

function TemplateItem({ departmentUuid, template }: { departmentUuid: string; template: MessageTemplate }) {
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const update = useAdminMutation((input: MessageTemplateInput) =>
    adminApi.updateMessageTemplate(departmentUuid, template.templateUuid, input),
  );
  const remove = useAdminMutation(() =>
    adminApi.deleteMessageTemplate(departmentUuid, template.templateUuid),
  );
  return (
    <li className="space-y-2 p-3">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium text-slate-900">{template.name}</p>
          <p className="text-sm whitespace-pre-wrap text-slate-600">{template.body}</p>
        </div>
        <div className="flex shrink-0 gap-2">
          <Button variant="secondary" size="sm" onClick={() => setEditing((e) => !e)}>
            {editing ? 'Close' : 'Edit'}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setDeleting(true)}>
            Delete
          </Button>
        </div>
      </div>
      {editing && (
        <TemplateForm
          label={`Edit ${template.name}`}
          submitLabel="Save"
          mutation={update}
          template={template}
          onDone={() => setEditing(false)}
        />
      )}
      <ConfirmDialog
        open={deleting}
        title={`Delete ${template.name}?`}
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={() => remove.mutate(undefined, { onSuccess: () => setDeleting(false) })}
        onCancel={() => setDeleting(false)}
      >
        Advisors will no longer be able to insert it. Messages already sent keep their text.
      </ConfirmDialog>
    </li>
  );
}

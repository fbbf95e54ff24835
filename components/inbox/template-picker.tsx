'use client';

import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { fillTemplate, type TemplateValues } from './fill-template';
import { useTemplates } from './queries';

/** Picks one of the department's templates and hands its text, placeholders filled, to the composer. */
export function TemplatePicker({
  id,
  departmentUuid,
  values,
  onPick,
}: {
  id: string;
  departmentUuid: string;
  values: TemplateValues;
  onPick: (text: string) => void;
}) {
  const templates = useTemplates(departmentUuid);
  const list = templates.data ?? [];
  if (list.length === 0) return null;
  return (
    <Field id={`${id}-template`} label="Template" className="w-56">
      <Select
        id={`${id}-template`}
        value=""
        onChange={(e) => {
          const picked = list.find((t) => t.templateUuid === e.target.value);
          if (picked) onPick(fillTemplate(picked.body, values));
        }}
      >
        <option value="">Insert a template…</option>
        {list.map((t) => (
          <option key={t.templateUuid} value={t.templateUuid}>
            {t.name}
          </option>
        ))}
      </Select>
    </Field>
  );
}

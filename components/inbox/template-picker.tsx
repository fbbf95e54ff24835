'use client';

import { cn } from '@/components/ui/cn';
import { compactControl, compactLabel } from './compact-control';
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
    <div className="flex items-center gap-1.5">
      <label htmlFor={`${id}-template`} className={compactLabel}>
        Template
      </label>
      <select
        id={`${id}-template`}
        value=""
        className={cn(compactControl, 'max-w-48')}
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
      </select>
    </div>
  );
}

'use client';

import { type KeyboardEvent, useState } from 'react';
import { cn } from '@/components/ui/cn';
import type { OpcodeDto } from '@/server/opcodes/opcode.schemas';
import { MenusView } from './menus-view';
import { MigrationPanel } from './migration-panel';
import { OpcodeForm } from './opcode-form';
import { OpcodeTable } from './opcode-table';
import type { OpcodeScope } from './queries';

const tabs = [
  { key: 'opcodes', label: 'Opcodes' },
  { key: 'menus', label: 'Menus' },
  { key: 'migration', label: 'Communication codes' },
] as const;
type Tab = (typeof tabs)[number]['key'];

/**
 * The opcode admin: catalog table with create/edit, menus, and the communication-code migration.
 * Read-only, it shows the catalog and menus only: the server refuses this person's changes.
 */
export function OpcodeAdmin({ scope, readOnly }: { scope: OpcodeScope; readOnly: boolean }) {
  const shownTabs = readOnly ? tabs.filter((t) => t.key !== 'migration') : tabs;
  const [tab, setTab] = useState<Tab>('opcodes');
  const [editing, setEditing] = useState<OpcodeDto | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const startEditing = (opcode: OpcodeDto | 'new') => {
    setNotice(null);
    setEditing(opcode);
  };

  // Arrow keys move between tabs, as the ARIA tabs pattern expects.
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = shownTabs[(index + step + shownTabs.length) % shownTabs.length];
    if (!next) return;
    setTab(next.key);
    document.getElementById(`opcode-tab-${next.key}`)?.focus();
  };

  return (
    <div className="space-y-4">
      <div
        role="tablist"
        aria-label="Opcode catalog"
        className="flex gap-1 overflow-x-auto border-b border-slate-200"
      >
        {shownTabs.map((t, index) => (
          <button
            key={t.key}
            id={`opcode-tab-${t.key}`}
            type="button"
            role="tab"
            aria-selected={tab === t.key}
            aria-controls={`opcode-panel-${t.key}`}
            tabIndex={tab === t.key ? 0 : -1}
            onKeyDown={(e) => onTabKey(e, index)}
            onClick={() => setTab(t.key)}
            className={cn(
              '-mb-px whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium focus-ring rounded-t',
              tab === t.key
                ? 'border-brand-700 text-brand-800'
                : 'border-transparent text-slate-600 hover:text-slate-900',
            )}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`opcode-panel-${tab}`} aria-labelledby={`opcode-tab-${tab}`}>
        {tab === 'opcodes' &&
          (editing ? (
            <OpcodeForm
              key={editing === 'new' ? 'new' : editing.uuid}
              scope={scope}
              opcode={editing === 'new' ? null : editing}
              onDone={(saved) => {
                setNotice(saved ? `Saved opcode ${saved.laborOpCode}.` : null);
                setEditing(null);
              }}
            />
          ) : (
            <OpcodeTable
              scope={scope}
              notice={notice}
              editing={readOnly ? null : { onCreate: () => startEditing('new'), onEdit: startEditing }}
            />
          ))}
        {tab === 'menus' && <MenusView scope={scope} />}
        {tab === 'migration' && !readOnly && <MigrationPanel scope={scope} />}
      </div>
    </div>
  );
}

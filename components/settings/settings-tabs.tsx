'use client';

import type { KeyboardEvent } from 'react';
import { cn } from '@/components/ui/cn';
import { AdvisorsSection } from './advisors-section';
import { CapacitySection } from './capacity-section';
import { ClosuresSection } from './closures-section';
import { DealerLimitsSection } from './dealer-limits-section';
import type { SectionProps } from './fields';
import { HoursSection } from './hours-section';
import { OpcodeLimitsSection } from './opcode-limits-section';
import { sectionAfterKey } from './settings-editor-model';
import { sections } from './settings-form-model';
import { TeamsSection } from './teams-section';
import { TransportSection } from './transport-section';
import type { SettingsForm } from './use-settings-form';

/** One tab per section, marked when it needs attention or has unsaved changes; arrows move between them. */
export function SectionTabs({ form }: { form: SettingsForm }) {
  const { tab, errorSections, changed } = form;
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = sectionAfterKey(event.key, index);
    if (!target) return;
    event.preventDefault();
    form.show(target);
  };
  return (
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
            onClick={() => form.setTab(section.key)}
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
  );
}

/** The section of the tab chosen. */
export function SectionPanel({ form, readOnly }: { form: SettingsForm; readOnly: boolean }) {
  const { tab } = form;
  const sectionProps: SectionProps = {
    values: form.values,
    settings: form.loaded.settings,
    update: form.update,
  };
  return (
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
          selected={form.advisorIndex}
          onSelect={form.setAdvisorIndex}
        />
      )}
    </div>
  );
}

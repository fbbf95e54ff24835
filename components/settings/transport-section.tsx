'use client';

import { EmptyState } from '@/components/ui/empty-state';
import { NumberField, replaceAt, SectionHeading, type SectionProps } from './fields';

const columns = 'sm:grid-cols-[minmax(8rem,1fr)_8rem_8rem_8rem]';

/** Per transport option (loaner, shuttle, pickup…): how many per slot and per day, and the online share. */
export function TransportSection({ values, settings, update }: SectionProps) {
  return (
    <div className="space-y-4">
      <SectionHeading title="Transport option limits">
        How many appointments may use each option. The online share is the part of the daily limit that
        customers booking online may take. Leave a box empty for no limit.
      </SectionHeading>
      {settings.transportOptions.length === 0 ? (
        <EmptyState title="No transport options">This department offers no transport options yet.</EmptyState>
      ) : (
        <div className="rounded-md border border-slate-200">
          <div
            aria-hidden="true"
            className={`hidden border-b border-slate-200 bg-slate-50 px-3 py-2 text-xs font-medium text-slate-600 sm:grid ${columns}`}
          >
            <span>Option</span>
            <span>Per slot</span>
            <span>Per day</span>
            <span>Online share (%)</span>
          </div>
          <ul className="divide-y divide-slate-200">
            {settings.transportOptions.map((option, index) => {
              const limits = values.transportOptions[index];
              if (!limits) return null;
              const set = (change: Partial<typeof limits>) =>
                update((v) => ({
                  ...v,
                  transportOptions: replaceAt(v.transportOptions, index, { ...limits, ...change }),
                }));
              const key = `transportOptions.${index}`;
              return (
                <li
                  key={option.uuid}
                  className={`grid grid-cols-3 items-start gap-x-3 gap-y-2 px-3 py-3 sm:py-2 ${columns}`}
                >
                  <p className="col-span-3 text-sm font-medium text-slate-900 sm:col-span-1 sm:flex sm:h-10 sm:items-center">
                    {option.name}
                  </p>
                  <NumberField
                    errorKey={`${key}.perSlot`}
                    label={`${option.name}: per slot`}
                    visibleLabel="Per slot"
                    labelClassName="sm:sr-only"
                    value={limits.perSlot}
                    onChange={(perSlot) => set({ perSlot })}
                  />
                  <NumberField
                    errorKey={`${key}.perDay`}
                    label={`${option.name}: per day`}
                    visibleLabel="Per day"
                    labelClassName="sm:sr-only"
                    value={limits.perDay}
                    onChange={(perDay) => set({ perDay })}
                  />
                  <NumberField
                    errorKey={`${key}.onlineSharePercent`}
                    label={`${option.name}: online share in percent`}
                    visibleLabel="Online %"
                    labelClassName="sm:sr-only"
                    placeholder="100"
                    value={limits.onlineSharePercent}
                    onChange={(onlineSharePercent) => set({ onlineSharePercent })}
                  />
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </div>
  );
}

'use client';

import {
  DateLimitRows,
  Group,
  NumberField,
  SectionHeading,
  type SectionProps,
  WeekdayLimitsField,
} from './fields';
import { describeMinutes, type SettingsValues } from './settings-form-model';

/** Appointments with a recall campaign, and the labor minutes the shop can take per day. */
export function CapacitySection({ values, update }: SectionProps) {
  const recall = values.recallCampaigns;
  const capacity = values.capacityPlanning;
  const setRecall = (change: Partial<SettingsValues['recallCampaigns']>) =>
    update((v) => ({ ...v, recallCampaigns: { ...v.recallCampaigns, ...change } }));
  const setCapacity = (change: Partial<SettingsValues['capacityPlanning']>) =>
    update((v) => ({ ...v, capacityPlanning: { ...v.capacityPlanning, ...change } }));
  const leadTime = describeMinutes(recall.leadTimeMinutes);
  return (
    <div className="space-y-6">
      <SectionHeading title="Recall campaigns and capacity" />
      <Group
        title="Recall campaigns"
        hint="Appointments that include a recall campaign (parts may need ordering)."
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberField
            errorKey="recallCampaigns.leadTimeMinutes"
            label="Recall lead time (minutes)"
            hint={leadTime ? `Notice needed: ${leadTime}.` : 'Notice needed before such an appointment.'}
            placeholder="None"
            value={recall.leadTimeMinutes}
            onChange={(leadTimeMinutes) => setRecall({ leadTimeMinutes })}
          />
          <NumberField
            errorKey="recallCampaigns.dailyLimit"
            label="Recall appointments per day"
            value={recall.dailyLimit}
            onChange={(dailyLimit) => setRecall({ dailyLimit })}
          />
        </div>
      </Group>
      <Group
        title="Capacity planning"
        hint="Labor minutes the shop can take in a day: the booked services’ durations added up."
      >
        <WeekdayLimitsField
          legend="Labor minutes per day"
          errorKey="capacityPlanning.laborMinutesPerWeekday"
          values={capacity.laborMinutesPerWeekday}
          onChange={(laborMinutesPerWeekday) => setCapacity({ laborMinutesPerWeekday })}
        />
        <DateLimitRows
          legend="Labor minutes on a date"
          numberLabel="Minutes"
          hint="Replaces the weekday figure on that date."
          errorKey="capacityPlanning.laborMinutesPerDate"
          rows={capacity.laborMinutesPerDate}
          onChange={(laborMinutesPerDate) => setCapacity({ laborMinutesPerDate })}
        />
      </Group>
    </div>
  );
}

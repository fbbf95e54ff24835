'use client';

import type { Choice } from './booking-model';
import { toggled } from './booking-model';
import { minutesLabel, money } from './format';
import type { OnlineOffer, OnlineService } from './online-api';

function ServiceBox({
  service,
  checked,
  onToggle,
}: {
  service: OnlineService;
  checked: boolean;
  onToggle: () => void;
}) {
  const id = `service-${service.uuid}`;
  const facts = [money(service.price), minutesLabel(service.durationMinutes)].filter(Boolean).join(' · ');
  return (
    <li>
      <label
        htmlFor={id}
        className="flex min-h-12 cursor-pointer items-start gap-3 rounded-lg border border-slate-300 bg-white p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
      >
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={onToggle}
          className="mt-1 size-5 shrink-0 accent-brand-700"
        />
        <span className="min-w-0 flex-1">
          <span className="block font-medium text-slate-900">{service.name}</span>
          {facts && <span className="block text-sm text-slate-800 tabular-nums">{facts}</span>}
          {service.description && service.description.trim() !== service.name.trim() && (
            <span className="block text-sm text-slate-700">{service.description}</span>
          )}
        </span>
      </label>
    </li>
  );
}

/** Services offered online, grouped as the catalog is (menus, then single operations), and a concern. */
export function ChooseServices({
  offer,
  choice,
  onChange,
}: {
  offer: OnlineOffer;
  choice: Choice;
  onChange: (c: Choice) => void;
}) {
  const groups = [
    { title: 'Service packages', kind: 'MENU' as const },
    { title: 'Services', kind: 'OPCODE' as const },
  ].map((g) => ({ ...g, services: offer.services.filter((s) => s.kind === g.kind) }));
  const chosen = choice.menuUuids.length + choice.operationUuids.length;
  const toggle = (s: OnlineService) =>
    s.kind === 'MENU'
      ? onChange({ ...choice, menuUuids: toggled(choice.menuUuids, s.uuid) })
      : onChange({ ...choice, operationUuids: toggled(choice.operationUuids, s.uuid) });
  return (
    <details className="rounded-lg border border-slate-200 bg-white p-3">
      <summary className="cursor-pointer font-medium text-slate-900">
        What does the car need?{' '}
        <span className="font-normal text-slate-700">{chosen > 0 ? `(${chosen} chosen)` : '(optional)'}</span>
      </summary>
      {groups.map((g) =>
        g.services.length === 0 ? null : (
          <fieldset key={g.kind} className="mt-3">
            <legend className="text-sm font-semibold text-slate-800">{g.title}</legend>
            <ul className="mt-2 space-y-2">
              {g.services.map((s) => (
                <ServiceBox
                  key={s.uuid}
                  service={s}
                  checked={(s.kind === 'MENU' ? choice.menuUuids : choice.operationUuids).includes(s.uuid)}
                  onToggle={() => toggle(s)}
                />
              ))}
            </ul>
          </fieldset>
        ),
      )}
      <label htmlFor="concern" className="mt-3 block text-sm font-semibold text-slate-800">
        Describe the problem
      </label>
      <textarea
        id="concern"
        maxLength={1000}
        rows={2}
        value={choice.concern}
        onChange={(e) => onChange({ ...choice, concern: e.target.value })}
        className="mt-1 block w-full rounded-md border border-slate-300 p-2 text-base text-slate-900"
      />
    </details>
  );
}

/** Transport options offered online, and the advisor where customers may pick one. */
export function ChooseVisit({
  offer,
  choice,
  onChange,
}: {
  offer: OnlineOffer;
  choice: Choice;
  onChange: (c: Choice) => void;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {offer.transportOptions.length > 0 && (
        <div>
          <label htmlFor="transport" className="block text-sm font-semibold text-slate-800">
            While we work on it
          </label>
          <select
            id="transport"
            value={choice.transportOptionUuid ?? ''}
            onChange={(e) => onChange({ ...choice, transportOptionUuid: e.target.value || null })}
            className="mt-1 block h-11 w-full rounded-md border border-slate-300 bg-white px-2 text-base text-slate-900"
          >
            {offer.transportOptions.map((o) => (
              <option key={o.uuid} value={o.uuid}>
                {o.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {offer.advisors.length > 0 && (
        <div>
          <label htmlFor="advisor" className="block text-sm font-semibold text-slate-800">
            Advisor
          </label>
          <select
            id="advisor"
            value={choice.advisorUuid ?? ''}
            onChange={(e) => onChange({ ...choice, advisorUuid: e.target.value || null })}
            className="mt-1 block h-11 w-full rounded-md border border-slate-300 bg-white px-2 text-base text-slate-900"
          >
            <option value="">Any advisor</option>
            {offer.advisors.map((a) => (
              <option key={a.uuid} value={a.uuid}>
                {a.name}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}

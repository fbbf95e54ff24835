'use client';

import { Alert } from '@/components/ui/alert';
import type { MenuDto, OpcodeDto } from '@/server/opcodes/opcode.schemas';
import {
  type ChosenService,
  formatCents,
  formatMinutes,
  overlappingServices,
  serviceMinutes,
  servicePriceCents,
  serviceTotals,
} from './booking-model';
import { LoadError, Loading, OptionCard } from './parts';
import type { useBookableMenus, useBookableOpcodes } from './queries';

/** The menus and the services to choose from, each with its price and time as quoted (priceService). */
function priceAndTime(service: ChosenService) {
  const cents = servicePriceCents(service);
  const minutes = serviceMinutes(service);
  return (
    <>
      <span className="block font-medium">{cents === null ? 'No price' : formatCents(cents)}</span>
      <span className="block text-slate-600">{minutes === null ? '—' : formatMinutes(minutes)}</span>
    </>
  );
}

export const matches = (filter: string, ...values: Array<string | null>) => {
  const f = filter.trim().toLowerCase();
  return !f || values.some((v) => v?.toLowerCase().includes(f));
};

type ChoiceProps = {
  filter: string;
  chosenKeys: Set<string>;
  toggle: (service: ChosenService, on: boolean) => void;
};

export function MenuChoices({
  menus,
  visible: visibleMenus,
  filter,
  chosenKeys,
  toggle,
}: ChoiceProps & { menus: ReturnType<typeof useBookableMenus>; visible: MenuDto[] }) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-semibold text-slate-900">Menus</legend>
      {menus.isPending ? (
        <Loading>Loading menus…</Loading>
      ) : menus.isError ? (
        <LoadError what="Menus" error={menus.error} onRetry={() => menus.refetch()} />
      ) : visibleMenus.length === 0 ? (
        <p className="text-sm text-slate-600">
          {filter.trim() ? 'No menu matches the filter.' : 'This department has no menus for advisors.'}
        </p>
      ) : (
        visibleMenus.map((m) => (
          <OptionCard
            key={m.menuUuid}
            type="checkbox"
            name="menu"
            checked={chosenKeys.has(`menu:${m.menuUuid}`)}
            onChange={(on) => toggle({ kind: 'menu', menu: m }, on)}
            title={m.name}
            detail={`${m.menuCode} · ${m.items.map((i) => i.name).join(', ')}`}
            aside={priceAndTime({ kind: 'menu', menu: m })}
          />
        ))
      )}
    </fieldset>
  );
}

export function OpcodeChoices({
  opcodes,
  visible: visibleOpcodes,
  filter,
  chosenKeys,
  toggle,
}: ChoiceProps & { opcodes: ReturnType<typeof useBookableOpcodes>; visible: OpcodeDto[] }) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-semibold text-slate-900">Services</legend>
      {opcodes.isPending ? (
        <Loading>Loading services…</Loading>
      ) : opcodes.isError ? (
        <LoadError what="Services" error={opcodes.error} onRetry={() => opcodes.refetch()} />
      ) : visibleOpcodes.length === 0 ? (
        <p className="text-sm text-slate-600">
          {filter.trim() ? 'No service matches the filter.' : 'This department has no services for advisors.'}
        </p>
      ) : (
        visibleOpcodes.map((o) => (
          <OptionCard
            key={o.uuid}
            type="checkbox"
            name="opcode"
            checked={chosenKeys.has(`opcode:${o.uuid}`)}
            onChange={(on) => toggle({ kind: 'opcode', opcode: o }, on)}
            title={o.opCodeName ?? o.laborOpCode}
            detail={[o.laborOpCode, o.description !== o.opCodeName && o.description]
              .filter(Boolean)
              .join(' · ')}
            aside={priceAndTime({ kind: 'opcode', opcode: o })}
          />
        ))
      )}
    </fieldset>
  );
}

/** How many services are chosen, their time and price, and any already part of a chosen menu. */
export function ChosenSummary({ chosen }: { chosen: ChosenService[] }) {
  const totals = serviceTotals(chosen);
  const overlaps = overlappingServices(chosen);
  return (
    <>
      <p className="rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-800" role="status">
        {chosen.length === 0
          ? 'No services chosen yet.'
          : `${chosen.length} chosen · ${formatMinutes(totals.minutes)} · ${formatCents(totals.cents)}${
              totals.unpriced > 0 ? ` (+ ${totals.unpriced} without a price)` : ''
            }`}
      </p>

      {overlaps.length > 0 && (
        <Alert tone="info">
          {overlaps.map((o) => (
            <p key={`${o.service}-${o.menu}`}>
              {o.service} is already part of {o.menu}.
            </p>
          ))}
        </Alert>
      )}
    </>
  );
}

'use client';

import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { MenuDto } from '@/server/opcodes/opcode.schemas';
import { type ChosenService, serviceKey } from './booking-model';
import { useBookableMenus, useBookableOpcodes } from './queries';
import { ChosenSummary, MenuChoices, matches, OpcodeChoices } from './service-choices';

/** Step 3: the dealer's menus and opcodes offered to advisors, with duration and price. */
export function ServicesStep({
  dealerUuid,
  departmentUuid,
  vehicleMileage,
  chosen,
  onChange,
  filter,
  onFilter,
}: {
  dealerUuid: string;
  departmentUuid: string;
  vehicleMileage: number | null;
  chosen: ChosenService[];
  onChange: (services: ChosenService[]) => void;
  filter: string;
  onFilter: (filter: string) => void;
}) {
  const opcodes = useBookableOpcodes(dealerUuid, departmentUuid, vehicleMileage);
  const menus = useBookableMenus(dealerUuid, departmentUuid);
  const chosenKeys = new Set(chosen.map(serviceKey));
  const toggle = (service: ChosenService, on: boolean) =>
    onChange(on ? [...chosen, service] : chosen.filter((s) => serviceKey(s) !== serviceKey(service)));

  const visibleMenus = (menus.data ?? []).filter((m: MenuDto) =>
    matches(filter, m.name, m.menuCode, ...m.items.map((i) => i.name)),
  );
  const visibleOpcodes = (opcodes.data ?? []).filter((o) =>
    matches(filter, o.opCodeName, o.laborOpCode, o.description),
  );

  return (
    <div className="space-y-5">
      <Field
        id="service-filter"
        label="Filter services"
        hint={
          vehicleMileage === null
            ? 'Name or labor code'
            : `Name or labor code. Showing services for ${vehicleMileage.toLocaleString('en-US')} miles.`
        }
      >
        <Input
          id="service-filter"
          type="search"
          value={filter}
          onChange={(e) => onFilter(e.target.value)}
          autoComplete="off"
          aria-describedby={describedBy('service-filter', { hint: true })}
        />
      </Field>

      <ChosenSummary chosen={chosen} />
      <MenuChoices
        menus={menus}
        visible={visibleMenus}
        filter={filter}
        chosenKeys={chosenKeys}
        toggle={toggle}
      />
      <OpcodeChoices
        opcodes={opcodes}
        visible={visibleOpcodes}
        filter={filter}
        chosenKeys={chosenKeys}
        toggle={toggle}
      />
    </div>
  );
}

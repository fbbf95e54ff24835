'use client';

import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Card, CardBody, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import type { MenuDto } from '@/server/opcodes/opcode.schemas';
import { type OpcodeScope, useMenus } from './queries';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const lineKinds = {
  OPCODE: null,
  SERVICEMOTORSLINEITEM: 'Factory line',
  SERVICEMOTORSINDICATOR: 'Indicator',
} as const;

function MenuCard({ menu }: { menu: MenuDto }) {
  return (
    <li className="rounded-md border border-slate-200 px-3 py-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-medium text-slate-900">
          {menu.name} <span className="font-mono text-sm text-slate-600">{menu.menuCode}</span>
        </p>
        <p className="text-sm text-slate-700 tabular-nums">
          {menu.durationInMins !== null && `${menu.durationInMins} min · `}
          {menu.totalPrice !== null ? money.format(Number(menu.totalPrice)) : 'No price'}
          {!menu.isValid && ' · retired'}
        </p>
      </div>
      <ul className="mt-1 space-y-0.5 text-sm text-slate-700">
        {menu.items.map((item) => (
          <li key={item.uuid} className="flex flex-wrap items-center gap-2">
            <span className="font-mono text-xs text-slate-600">{item.laborOpCode}</span>
            <span>{item.name}</span>
            {lineKinds[item.operationType] && (
              <Badge className="bg-slate-50 text-slate-700 ring-slate-300">
                {lineKinds[item.operationType]}
              </Badge>
            )}
            {item.operationType === 'OPCODE' && item.operationUuid === null && (
              <Badge className="bg-amber-50 text-amber-800 ring-amber-200">Opcode missing</Badge>
            )}
          </li>
        ))}
      </ul>
    </li>
  );
}

function MenuList({ title, query }: { title: string; query: ReturnType<typeof useMenus> }) {
  const id = useId();
  return (
    <Card aria-labelledby={id}>
      <CardHeader>
        <CardTitle id={id}>{title}</CardTitle>
      </CardHeader>
      <CardBody>
        {query.isPending && (
          <p className="flex items-center gap-2 text-sm text-slate-600">
            <Spinner /> Loading menus…
          </p>
        )}
        {query.isError && <Alert tone="error">The menus could not be loaded: {query.error.message}</Alert>}
        {query.data && query.data.menus.length === 0 && <EmptyState title="No menus" />}
        {query.data && query.data.menus.length > 0 && (
          <ul className="space-y-2">
            {query.data.menus.map((menu) => (
              <MenuCard key={menu.menuUuid} menu={menu} />
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}

/** Dealer menus and factory maintenance menus, as the booking wizard offers them. */
export function MenusView({ scope }: { scope: OpcodeScope }) {
  const id = useId();
  const [mileage, setMileage] = useState('');
  const currentMileage = /^\d+$/.test(mileage.trim()) ? Number(mileage.trim()) : null;
  const dealerMenus = useMenus(scope, 'dealer', null);
  const factoryMenus = useMenus(scope, 'factory', currentMileage);
  return (
    <div className="space-y-4">
      <MenuList title="Dealer menus" query={dealerMenus} />
      <Field
        id={`${id}-mileage`}
        label="Vehicle mileage"
        hint="Shows the factory menus due at or after this mileage, the next one first"
        className="max-w-xs"
      >
        <Input
          id={`${id}-mileage`}
          inputMode="numeric"
          value={mileage}
          aria-describedby={`${id}-mileage-hint`}
          onChange={(e) => setMileage(e.target.value)}
        />
      </Field>
      <MenuList title="Factory maintenance menus" query={factoryMenus} />
    </div>
  );
}

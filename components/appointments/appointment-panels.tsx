import type { ReactNode } from 'react';
import { customerName } from '@/components/schedule/schedule-model';
import { Card, CardBody, CardHeader, CardTitle } from '@/components/ui/card';
import type { Appointment } from './api';
import { money, servicesTotal } from './detail-format';
import { mileageLabel } from './mileage';

/** The read-only panels of an appointment: customer, vehicle, services, transport and notes. */
function Facts({ items }: { items: Array<[string, ReactNode]> }) {
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1.5 text-sm">
      {items.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-slate-600">{term}</dt>
          <dd className="whitespace-pre-wrap text-slate-900">
            {value ?? <span className="text-slate-500">—</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function Panel({
  title,
  className,
  children,
}: {
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardBody className={className}>{children}</CardBody>
    </Card>
  );
}

export function CustomerAndVehicle({ a }: { a: Appointment }) {
  const vehicle = a.vehicleInformation;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Panel title="Customer">
        <Facts
          items={[
            ['Name', customerName(a)],
            ['Phone', a.customerInformation.confirmationPhone],
            ['Email', a.customerInformation.confirmationEmail],
            ['Customer no.', a.customerInformation.customerKey],
          ]}
        />
      </Panel>
      <Panel title="Vehicle">
        {vehicle ? (
          <Facts
            items={[
              ['Vehicle', [vehicle.year, vehicle.brand, vehicle.model].filter(Boolean).join(' ') || null],
              ['VIN', vehicle.vin],
              ['Mileage', mileageLabel(a.mileageText ?? vehicle.mileage)],
            ]}
          />
        ) : (
          <p className="text-sm text-slate-600">No vehicle on this appointment.</p>
        )}
      </Panel>
    </div>
  );
}

export function ServicesPanel({ a }: { a: Appointment }) {
  return (
    <Panel title="Services" className="overflow-x-auto">
      {a.serviceList.length === 0 ? (
        <p className="text-sm text-slate-600">No services on this appointment.</p>
      ) : (
        <table className="w-full text-sm">
          <thead>
            <tr className="text-left text-slate-600">
              <th scope="col" className="py-1 pr-3 font-medium">
                Service
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                Code
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                Time
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Price
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {a.serviceList.map((s) => (
              <tr key={s.serviceUuid}>
                <td className="py-1.5 pr-3">
                  {s.opCodeName ?? s.description ?? s.title}
                  {s.isCustomConcern && <span className="ml-2 text-xs text-slate-500">Customer concern</span>}
                  {s.recallID && <span className="ml-2 text-xs text-slate-600">Recall {s.recallID}</span>}
                </td>
                <td className="py-1.5 pr-3 text-slate-700">
                  {s.isCustomConcern ? '—' : (s.laborOpCode ?? '—')}
                </td>
                <td className="py-1.5 pr-3 text-slate-700">
                  {s.durationInMins ? `${s.durationInMins} min` : '—'}
                </td>
                <td className="py-1.5 text-right tabular-nums">{money(s.price) ?? '—'}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t border-slate-300 font-semibold">
              <th scope="row" colSpan={3} className="py-1.5 text-left">
                Total
              </th>
              <td className="py-1.5 text-right tabular-nums">{servicesTotal(a.serviceList)}</td>
            </tr>
          </tfoot>
        </table>
      )}
    </Panel>
  );
}

export function TransportPanel({ a }: { a: Appointment }) {
  return (
    <Panel title="Transport">
      {a.transportOption ? (
        <Facts
          items={[
            ['Option', a.transportOption.altTransportation ?? a.transportOption.transportation],
            ...(a.transportOption.bookingID
              ? ([['Booking', a.transportOption.bookingID]] as Array<[string, ReactNode]>)
              : []),
          ]}
        />
      ) : (
        <p className="text-sm text-slate-600">No transport chosen.</p>
      )}
    </Panel>
  );
}

export function NotesPanel({ a }: { a: Appointment }) {
  return (
    <Panel title="Notes">
      <Facts
        items={[
          ['From the customer', a.comments],
          ['Internal notes', a.internalNotes],
        ]}
      />
    </Panel>
  );
}

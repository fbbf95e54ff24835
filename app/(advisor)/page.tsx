import type { Metadata } from 'next';
import Link from 'next/link';
import { Card, CardBody, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { requireCurrentAdvisor } from '@/server/auth/current-advisor';

export const metadata: Metadata = { title: 'Home' };

/** "UTC−05:00"-style offset of the zone right now, so the advisor sees DST in effect. */
function currentOffset(timeZone: string, now: Date): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(now)
    .find((p) => p.type === 'timeZoneName');
  return part?.value.replace('GMT', 'UTC') || 'UTC';
}

function localTime(timeZone: string, now: Date): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(now);
}

export default async function HomePage() {
  const advisor = await requireCurrentAdvisor();
  const { department } = advisor;
  const now = new Date();
  const firstName = advisor.name.split(' ')[0] ?? advisor.name;

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">Welcome, {firstName}</h1>
        <p className="mt-1 text-slate-600">
          You are working in {department.departmentName} at {department.dealerName}.
        </p>
      </div>

      <Card aria-labelledby="department-heading">
        <CardHeader>
          <CardTitle id="department-heading">Your department</CardTitle>
        </CardHeader>
        <CardBody>
          <dl className="grid gap-4 sm:grid-cols-3">
            <div>
              <dt className="text-sm text-slate-600">Dealership</dt>
              <dd className="mt-0.5 font-medium text-slate-900">{department.dealerName}</dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">Department</dt>
              <dd className="mt-0.5 font-medium text-slate-900">{department.departmentName}</dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">Time zone</dt>
              <dd className="mt-0.5 font-medium text-slate-900">
                {department.timeZone}{' '}
                <span className="font-normal text-slate-600">
                  ({currentOffset(department.timeZone, now)})
                </span>
              </dd>
            </div>
          </dl>
          <p className="mt-4 text-sm text-slate-600">
            Appointment times, opening hours and reminders of this department are in its time zone: it is now{' '}
            {localTime(department.timeZone, now)} there.
          </p>
          {advisor.departments.length > 1 && (
            <p className="mt-2 text-sm text-slate-600">
              You belong to {advisor.departments.length} departments; switch between them at the top of the
              page.
            </p>
          )}
        </CardBody>
      </Card>

      <EmptyState title="Nothing to work on here yet">
        <p>
          ServiceBay will bring this department’s appointment schedule, pickup &amp; delivery trips, customer
          conversations, labor opcodes and payment links together on this page. Those screens are not
          available yet.
        </p>
        <p className="mt-2">
          Partners can already connect through the{' '}
          <Link href="/docs" className="font-medium text-brand-700 underline underline-offset-2">
            API documentation
          </Link>
          .
        </p>
      </EmptyState>
    </div>
  );
}

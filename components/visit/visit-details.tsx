import { Alert } from '@/components/ui/alert';
import { phoneLabel } from '@/components/ui/phone-label';
import type { VisitView } from '@/server/visits/get-visit';

/** "Central Time (America/Chicago)": the name people know, with the zone's id for certainty. */
function zoneName(timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longGeneric' }).formatToParts(
    new Date(),
  );
  const name = parts.find((p) => p.type === 'timeZoneName')?.value;
  return name ? `${name} (${timeZone.replace(/_/g, ' ')})` : timeZone.replace(/_/g, ' ');
}

/** What the visit's state says before anything else: confirmed, cancelled, past. */
export function VisitStatusNote({ visit }: { visit: VisitView }) {
  if (visit.state.cancelled) return <Alert tone="info">This visit is cancelled.</Alert>;
  if (visit.state.past) return <Alert tone="info">This visit is in the past.</Alert>;
  if (visit.status === 'Confirmed') return <Alert tone="success">Your visit is confirmed.</Alert>;
  return null;
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-2 sm:flex-row sm:gap-3">
      <dt className="text-sm font-medium text-slate-600 sm:w-28 sm:shrink-0">{label}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}

/** The visit as it is now: time in the dealer's zone (named), services, estimate, who and where. */
export function VisitDetails({ visit }: { visit: VisitView }) {
  return (
    <>
      <section
        aria-labelledby="visit-when"
        className="rounded-lg border border-slate-200 bg-white p-4 shadow-xs"
      >
        <h2 id="visit-when" className="text-lg font-semibold text-slate-900">
          {visit.when}
        </h2>
        <p className="text-sm text-slate-600">Times are {zoneName(visit.timeZone)}.</p>
        <dl className="mt-2 divide-y divide-slate-100">
          {visit.vehicle && <Row label="Vehicle">{visit.vehicle}</Row>}
          {visit.services.length > 0 && (
            <Row label="Services">
              <ul className="space-y-0.5">
                {visit.services.map((s, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the lines keep their order.
                  <li key={i}>
                    {s.name}
                    {s.price && <span className="text-slate-600"> · {s.price}</span>}
                  </li>
                ))}
              </ul>
            </Row>
          )}
          {visit.estimate && <Row label="Estimate">{visit.estimate}</Row>}
          {visit.transport && <Row label="Transport">{visit.transport}</Row>}
          {visit.advisor && <Row label="Advisor">{visit.advisor}</Row>}
        </dl>
      </section>
      <section
        aria-labelledby="visit-dealer"
        className="rounded-lg border border-slate-200 bg-white p-4 shadow-xs"
      >
        <h2 id="visit-dealer" className="font-semibold text-slate-900">
          {visit.dealerName}
        </h2>
        {visit.address && <address className="not-italic text-slate-700">{visit.address}</address>}
        {visit.phone && (
          <p className="mt-1">
            <a
              className="inline-block py-1 font-medium text-brand-700 underline underline-offset-2"
              href={`tel:${visit.phone}`}
            >
              {phoneLabel(visit.phone)}
            </a>
          </p>
        )}
      </section>
    </>
  );
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ConfirmDraft } from '@/components/drafts/confirm-draft';
import { formatWallTime, type TimeFormat } from '@/components/ui/clock';
import { getDraftForCustomer } from '@/server/appointments/get-draft-for-customer';

export const metadata: Metadata = { title: 'Your service visit', robots: { index: false } };
export const dynamic = 'force-dynamic';

/** The proposed visit's day, and its time in the dealership's format (a wall clock of its zone). */
const formatVisit = (wallClock: string, format: TimeFormat) => {
  const [date] = wallClock.split('T');
  const day = new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return { day, clock: formatWallTime(wallClock, format) };
};

/** The deep link of a draft appointment: the customer reviews the proposed visit and confirms it. */
export default async function DraftPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const draft = await getDraftForCustomer(token);
  if (!draft) notFound();
  const { day, clock } = formatVisit(draft.start, draft.timeFormat);
  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col gap-4 px-4 py-8">
      <p className="text-sm font-medium text-slate-500">{draft.dealerName}</p>
      <h1 className="text-2xl font-semibold text-slate-900">Your service visit</h1>
      <section
        aria-label="Proposed visit"
        className="rounded-lg border border-slate-200 bg-white p-4 shadow-xs"
      >
        <p className="text-lg font-semibold text-slate-900">{day}</p>
        <p className="text-slate-700">
          {clock} <span className="text-sm text-slate-500">({draft.timeZone.replace('_', ' ')} time)</span>
        </p>
        {draft.services.length > 0 && (
          <ul className="mt-3 list-disc pl-5 text-slate-700">
            {draft.services.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        )}
        {draft.note && <p className="mt-3 text-sm text-slate-600">{draft.note}</p>}
      </section>
      <ConfirmDraft token={token} initialStatus={draft.status} dealerPhone={draft.departmentPhone} />
    </main>
  );
}

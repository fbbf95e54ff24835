import type { Metadata } from 'next';
import { VisitActions } from '@/components/visit/visit-actions';
import { VisitDetails, VisitStatusNote } from '@/components/visit/visit-details';
import { getVisit } from '@/server/visits/get-visit';

// The token in the address must not travel to other sites or search engines.
export const metadata: Metadata = {
  title: 'Your service visit',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
};
export const dynamic = 'force-dynamic';

/**
 * The visit link (/v/{token}), sent with every confirmation: the visit as it is now, and what the
 * customer may still do with it. No sign-in: the unguessable token is the only key.
 */
export default async function VisitPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const visit = await getVisit(token);
  if (!visit) {
    return (
      <main className="mx-auto flex min-h-screen max-w-md flex-col gap-4 px-4 py-8">
        <h1 className="text-2xl font-semibold text-slate-900">Visit not found</h1>
        <p className="text-slate-700">
          This link is not valid or has expired. Please contact the dealership about your visit.
        </p>
      </main>
    );
  }
  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col gap-4 px-4 py-6">
      <p className="text-sm font-medium text-slate-600">{visit.dealerName}</p>
      <h1 className="text-2xl font-semibold text-slate-900">
        {visit.customerFirstName ? `${visit.customerFirstName}, your service visit` : 'Your service visit'}
      </h1>
      <VisitStatusNote visit={visit} />
      <VisitDetails visit={visit} />
      <VisitActions token={token} visit={visit} />
    </main>
  );
}

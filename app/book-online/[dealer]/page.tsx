import type { Metadata } from 'next';
import { OnlineBooking } from '@/components/online/online-booking';
import { getOnlinePage } from '@/server/online/get-online-page';

type Params = Promise<{ dealer: string }>;

export const metadata: Metadata = { title: 'Book service online' };

/** The dealership's public scheduling page: no sign-in; the phone is proven by a texted code. */
export default async function BookOnlinePage({ params }: { params: Params }) {
  const { dealer } = await params;
  const page = await getOnlinePage(dealer);
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-xl flex-col gap-4 px-4 py-6">
      {page ? (
        <>
          <header>
            <p className="text-sm font-medium text-brand-700">Book service online</p>
            <h1 className="text-2xl font-semibold text-slate-900">{page.offer.dealerName}</h1>
            {page.welcomeText && <p className="mt-1 text-slate-800">{page.welcomeText}</p>}
          </header>
          <OnlineBooking
            dealer={page.dealerRef}
            offer={page.offer}
            initialTimes={page.times}
            termsText={page.termsText}
          />
          {page.dealerPhone && (
            <p className="mt-auto pt-4 text-sm text-slate-700">
              Questions? Call{' '}
              <a className="font-medium text-brand-700 underline" href={`tel:${page.dealerPhone}`}>
                {page.dealerPhone}
              </a>
            </p>
          )}
        </>
      ) : (
        <>
          <h1 className="text-2xl font-semibold text-slate-900">Online booking is not available</h1>
          <p className="text-slate-800">
            This dealership does not take bookings online. Please call them to book a visit.
          </p>
        </>
      )}
    </main>
  );
}

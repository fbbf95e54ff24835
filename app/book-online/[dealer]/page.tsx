import type { Metadata } from 'next';
import { ChooseDepartment } from '@/components/online/choose-department';
import { OnlineBooking } from '@/components/online/online-booking';
import { phoneLabel } from '@/components/ui/phone-label';
import { getOnlinePage } from '@/server/online/get-online-page';

type Params = Promise<{ dealer: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export const metadata: Metadata = { title: 'Book service online' };

/**
 * The dealership's public scheduling page: no sign-in; the phone is proven by a texted code. With
 * several departments online, `?department=` (uuid or name slug) names one, else the customer picks.
 */
export default async function BookOnlinePage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}) {
  const { dealer } = await params;
  const { department } = await searchParams;
  const page = await getOnlinePage(dealer, typeof department === 'string' ? department : null);
  const dealerPhone = page?.dealerPhone;
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-xl flex-col gap-4 px-4 py-6">
      {page?.kind === 'choose' && (
        <>
          <header>
            <p className="text-sm font-medium text-brand-700">Book service online</p>
            <h1 className="text-2xl font-semibold text-slate-900">{page.dealerName}</h1>
          </header>
          <ChooseDepartment choice={page} />
        </>
      )}
      {page?.kind === 'book' && (
        <>
          <header>
            <p className="text-sm font-medium text-brand-700">Book service online</p>
            <h1 className="text-2xl font-semibold text-slate-900">{page.offer.dealerName}</h1>
            {page.department && (
              <p className="mt-1 text-slate-800">
                <span className="font-medium">{page.department.name}</span>{' '}
                <a
                  className="inline-block py-1 text-sm font-medium text-brand-700 underline"
                  href={`/book-online/${encodeURIComponent(page.dealerRef)}`}
                >
                  Change department
                </a>
              </p>
            )}
            {page.welcomeText && <p className="mt-1 text-slate-800">{page.welcomeText}</p>}
          </header>
          <OnlineBooking
            dealer={{ dealer: page.dealerRef, department: page.department?.uuid ?? null }}
            offer={page.offer}
            initialTimes={page.times}
            termsText={page.termsText}
          />
        </>
      )}
      {page && dealerPhone && (
        <p className="mt-auto pt-4 text-sm text-slate-700">
          Questions? Call{' '}
          <a className="inline-block py-1 font-medium text-brand-700 underline" href={`tel:${dealerPhone}`}>
            {phoneLabel(dealerPhone)}
          </a>
        </p>
      )}
      {!page && (
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

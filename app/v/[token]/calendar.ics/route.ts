import { visitCalendar } from '@/server/visits/visit-calendar';

/** "Add to calendar": the visit as an .ics file, its UID the same through every change. */
export async function GET(_request: Request, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const calendar = await visitCalendar(token);
  if (!calendar) return new Response('This link is not valid or has expired.', { status: 404 });
  return new Response(calendar.ics, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="${calendar.filename}"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}

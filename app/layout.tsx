import type { Metadata, Viewport } from 'next';
import { connection } from 'next/server';
import type { ReactNode } from 'react';
import './globals.css';

export const metadata: Metadata = {
  title: { default: 'ServiceBay', template: '%s · ServiceBay' },
  description:
    'Appointments, pickup & delivery, customer messaging and payments for dealership service departments.',
  // Inline, so browsers do not ask for /favicon.ico (a 404 in every log) and no asset is needed.
  icons: {
    icon: `data:image/svg+xml,${encodeURIComponent(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" rx="5" fill="#1d4ed8"/><path d="M4 19V9.5l8-4.5 8 4.5V19M8 19v-5h8v5" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/></svg>',
    )}`,
  },
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#1e3a8a',
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Every page renders per request: its scripts need the nonce of that request's CSP (proxy.ts).
  await connection();
  // Data fetching (react-query) is provided by the signed-in areas' layouts: the public pages a
  // customer opens on a phone (booking, visit, payment) load without its script.
  return (
    <html lang="en">
      <body className="min-h-dvh">{children}</body>
    </html>
  );
}

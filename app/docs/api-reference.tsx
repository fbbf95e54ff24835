'use client';

import dynamic from 'next/dynamic';

/**
 * The reference is a Vue application mounted in the browser: rendered on the server it would only
 * load Vue into Node for an empty element, so it is loaded on the client alone.
 */
export const ApiReference = dynamic(() => import('./scalar-reference'), {
  ssr: false,
  loading: () => (
    <p role="status" className="px-4 py-8 text-slate-600 sm:px-6">
      Loading the API reference…
    </p>
  ),
});

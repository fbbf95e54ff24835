import type { Metadata } from 'next';
import Link from 'next/link';
import { Brand } from '@/components/shell/brand';
import { ApiReference } from './api-reference';

export const metadata: Metadata = {
  title: 'API documentation',
  description: 'Operations, scopes, request and response schemas and error codes of the ServiceBay API.',
};

const linkClasses = 'font-medium text-brand-700 underline-offset-2 hover:underline';

/** Public reference for integrators, drawn from the same OpenAPI document the API serves. */
export default function DocsPage() {
  return (
    <div className="min-h-dvh">
      <header className="border-b border-slate-200 bg-white">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
          <Link href="/" className="rounded-md" aria-label="ServiceBay home">
            <Brand />
          </Link>
          <span className="text-sm text-slate-600">API documentation</span>
          <nav aria-label="Documentation links" className="ml-auto flex items-center gap-4 text-sm">
            <a href="/api/openapi.json" className={linkClasses}>
              OpenAPI JSON
            </a>
            <Link href="/" className={linkClasses}>
              Advisor sign-in
            </Link>
          </nav>
        </div>
      </header>
      <ApiReference />
    </div>
  );
}

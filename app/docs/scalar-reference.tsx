'use client';

// First: before any module below parses with zod.
import './zod-without-eval';
import { ApiReferenceReact } from '@scalar/api-reference-react';
import '@scalar/api-reference-react/style.css';
import { useEffect, useMemo, useState } from 'react';
import { withAccessNotes } from './with-access-notes';

const documentUrl = '/api/openapi.json';

/**
 * The light theme's grey and method colours fall short of WCAG AA contrast (4.5:1) on its white
 * and light grey backgrounds; these darker shades pass on both. Two classes outrank the theme's one.
 */
const contrastCss = `.light-mode.light-mode {
  --scalar-color-3: #616161;
  --scalar-color-green: #00703f;
  --scalar-color-blue: #005a96;
  --scalar-color-orange: #a84300;
  --scalar-color-red: #c0101c;
  --scalar-color-yellow: #7d5700;
  --scalar-color-purple: #5203d1;
  --scalar-color-query: #006266;
}`;

type Loaded = { document: ReturnType<typeof withAccessNotes> } | { failed: true } | null;

/**
 * Scalar's API reference over the served OpenAPI document. Nothing leaves the site: no telemetry,
 * no hosted fonts, no AI agent, no request proxy (tried requests go to this origin), which the
 * page's Content-Security-Policy would refuse anyway.
 */
export default function ScalarReference() {
  const [loaded, setLoaded] = useState<Loaded>(null);

  useEffect(() => {
    let current = true;
    fetch(documentUrl, { headers: { accept: 'application/json' } })
      .then((response) =>
        response.ok ? response.json() : Promise.reject(new Error(String(response.status))),
      )
      .then((document: unknown) => current && setLoaded({ document: withAccessNotes(document) }))
      .catch(() => current && setLoaded({ failed: true }));
    return () => {
      current = false;
    };
  }, []);

  const configuration = useMemo(
    () =>
      loaded && 'document' in loaded
        ? {
            content: loaded.document,
            customCss: contrastCss,
            telemetry: false,
            withDefaultFonts: false,
            agent: { disabled: true },
            hideDarkModeToggle: true,
            forceDarkModeState: 'light' as const,
            hideClientButton: true,
            showDeveloperTools: 'never' as const,
            documentDownloadType: 'json' as const,
          }
        : null,
    [loaded],
  );

  if (loaded && 'failed' in loaded) {
    return (
      <p role="alert" className="px-4 py-8 text-red-700 sm:px-6">
        The API reference could not be loaded. The document itself is at{' '}
        <a href={documentUrl} className="underline">
          {documentUrl}
        </a>
        .
      </p>
    );
  }
  if (!configuration) {
    return (
      <p role="status" className="px-4 py-8 text-slate-600 sm:px-6">
        Loading the API reference…
      </p>
    );
  }
  return <ApiReferenceReact configuration={configuration} />;
}

import type { Metadata } from 'next';
import Link from 'next/link';
import { Brand } from '@/components/shell/brand';
import { buildOpenApiDocument } from '@/server/http/openapi/build-document';
import { type DocsView, type JsonSchema, type TagGroup, toDocsView } from './openapi-view';
import { describeScheme, errorBodyAnchor, OperationSection } from './operation-section';
import { SchemaView } from './schema-view';
import { staticMarkupOf } from './static-markup';

export const metadata: Metadata = {
  title: 'API documentation',
  description: 'Operations, scopes, request and response schemas and error codes of the ServiceBay API.',
};

const linkClasses = 'font-medium text-brand-700 underline-offset-2 hover:underline';

function Contents({ groups }: { groups: TagGroup[] }) {
  return (
    <nav aria-label="Operations">
      <ul className="space-y-3 text-sm">
        {groups.map((group) => (
          <li key={group.tag}>
            <a href={`#${group.anchor}`} className="font-medium text-slate-900 hover:text-brand-700">
              {group.tag}
            </a>
            <ul className="mt-1 space-y-1 border-l border-slate-200 pl-3">
              {group.operations.map((op) => (
                <li key={op.anchor}>
                  <a href={`#${op.anchor}`} className="block text-slate-600 hover:text-brand-700">
                    {op.summary}
                    {/* Aliases of one operation share a summary; their paths tell them apart. */}
                    {group.operations.some((o) => o !== op && o.summary === op.summary) && (
                      <span className="block font-mono text-xs break-all text-slate-500">
                        {op.method} {op.path}
                      </span>
                    )}
                  </a>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The error body of each operation family, described once; error responses link here. */
function ErrorBodies({ schemas }: { schemas: Record<string, JsonSchema> }) {
  return (
    <section aria-labelledby="error-bodies-heading" className="scroll-mt-20 space-y-3">
      <h2 id="error-bodies-heading" className="text-xl font-semibold text-slate-900">
        Error bodies
      </h2>
      {Object.entries(schemas).map(([name, schema]) => (
        <div
          key={name}
          id={errorBodyAnchor(name)}
          className="scroll-mt-20 rounded-md border border-slate-200 bg-white p-3"
        >
          <h3 className="font-mono text-sm font-semibold text-slate-900">{name}</h3>
          <SchemaView schema={schema} components={schemas} label={`the ${name} error body`} />
        </div>
      ))}
    </section>
  );
}

/** Every operation by tag, then the error bodies: the bulk of the page, the same for every request. */
function Operations({ docs }: { docs: DocsView }) {
  return (
    <>
      {docs.groups.length === 0 && (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-slate-600">
          No operations are documented yet.
        </p>
      )}

      {docs.groups.map((group) => (
        <section
          key={group.tag}
          id={group.anchor}
          aria-labelledby={`${group.anchor}-heading`}
          className="scroll-mt-20 space-y-3"
        >
          <h2 id={`${group.anchor}-heading`} className="text-xl font-semibold text-slate-900">
            {group.tag}
          </h2>
          <div className="space-y-3">
            {group.operations.map((operation) => (
              <OperationSection
                key={operation.anchor}
                operation={operation}
                securitySchemes={docs.securitySchemes}
                componentSchemas={docs.componentSchemas}
              />
            ))}
          </div>
        </section>
      ))}

      <ErrorBodies schemas={docs.componentSchemas} />
    </>
  );
}

let operationsMarkup: Promise<string> | undefined;

function operationsMarkupOnce(docs: DocsView): Promise<string> {
  operationsMarkup ??= staticMarkupOf(<Operations docs={docs} />);
  return operationsMarkup;
}

let docsView: DocsView | undefined;

/** The document is fixed for a build: derive its view once per process, not per request. */
function docsViewOnce(): DocsView {
  docsView ??= toDocsView(buildOpenApiDocument());
  return docsView;
}

/** Public reference for integrators, rendered on the server from the same contracts the API enforces. */
export default async function DocsPage() {
  const docs = docsViewOnce();
  const operationCount = docs.groups.reduce((sum, group) => sum + group.operations.length, 0);

  return (
    <div className="min-h-dvh">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-3 py-2 text-sm font-medium text-brand-800 shadow focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <header className="border-b border-slate-200 bg-white/95 backdrop-blur lg:sticky lg:top-0 lg:z-10">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
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

      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:grid lg:grid-cols-[16rem_1fr] lg:gap-8">
        <aside className="lg:sticky lg:top-16 lg:max-h-[calc(100dvh-4rem)] lg:overflow-y-auto lg:py-8">
          {/* Folded on phones, where a long list would push the content off the first screen. */}
          <details className="mt-4 rounded-lg border border-slate-200 bg-white lg:hidden">
            <summary className="cursor-pointer px-4 py-3 text-sm font-semibold text-slate-900">
              Contents
            </summary>
            <div className="px-4 pb-3">
              <Contents groups={docs.groups} />
            </div>
          </details>
          <div className="hidden lg:block">
            <p className="mb-3 text-sm font-semibold text-slate-900">Contents</p>
            <Contents groups={docs.groups} />
          </div>
        </aside>

        <main id="main" tabIndex={-1} className="min-w-0 space-y-10 py-8 outline-none">
          <section aria-labelledby="docs-title" className="space-y-4">
            <div>
              <h1 id="docs-title" className="text-2xl font-semibold text-slate-900 sm:text-3xl">
                {docs.title}
              </h1>
              <p className="mt-1 text-sm text-slate-600">
                Version {docs.version} · OpenAPI {docs.openapi} · {operationCount}{' '}
                {operationCount === 1 ? 'operation' : 'operations'}
              </p>
            </div>
            {docs.description && (
              <div className="max-w-3xl space-y-2 text-slate-700">
                {docs.description.split(/\n{2,}/).map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            )}
            <dl className="grid max-w-3xl gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
              {docs.servers.length > 0 && (
                <>
                  <dt className="font-medium text-slate-900">Base address</dt>
                  <dd className="text-slate-700">
                    {docs.servers.map((server) => (
                      <span key={server.url} className="block">
                        <code className="font-mono">{server.url}</code>
                        {server.url === '/' && ' (the address of this site)'}
                        {server.description && ` – ${server.description}`}
                      </span>
                    ))}
                  </dd>
                </>
              )}
              {Object.keys(docs.securitySchemes).length > 0 && (
                <>
                  <dt className="font-medium text-slate-900">Authentication</dt>
                  <dd className="text-slate-700">
                    {Object.entries(docs.securitySchemes)
                      .map(([name, scheme]) => describeScheme(name, scheme))
                      .join(', or ')}
                    . Each operation names the scope it needs.
                  </dd>
                </>
              )}
              <dt className="font-medium text-slate-900">Errors</dt>
              <dd className="text-slate-700">
                Each operation lists the error codes it can answer with; the example body under each error
                response shows the exact shape to parse. Every response carries an{' '}
                <code className="font-mono">x-request-id</code> header to quote when asking for help.
              </dd>
            </dl>
          </section>

          {/* Rendered once per process: hydrating its tens of thousands of elements took a loaded browser a minute. */}
          <div
            className="space-y-10"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own escaped markup of the components above
            dangerouslySetInnerHTML={{ __html: await operationsMarkupOnce(docs) }}
          />
        </main>
      </div>
    </div>
  );
}

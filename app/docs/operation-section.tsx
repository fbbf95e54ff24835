import { Badge } from '@/components/ui/badge';
import { cn } from '@/components/ui/cn';
import type { JsonSchema, OperationView, SecurityScheme } from './openapi-view';
import { JsonBlock, SchemaView } from './schema-view';

/**
 * An error answer's body is one of a few shapes shared by every operation of a family: it is
 * described once under "Error bodies" and each error response links there, which keeps the page
 * small enough to open on a phone.
 */
function sharedErrorBody(response: { status: string; schema: JsonSchema | null }): string | null {
  const ref = response.schema?.$ref;
  if (Number(response.status) < 400 || typeof ref !== 'string') return null;
  return ref.replace('#/components/schemas/', '');
}

export const errorBodyAnchor = (name: string) => `error-body-${name}`;

function ResponseBody({
  response,
  components,
  label,
}: {
  response: { status: string; schema: JsonSchema | null };
  components: Record<string, JsonSchema>;
  label: string;
}) {
  if (!response.schema) return null;
  const shared = sharedErrorBody(response);
  if (shared) {
    return (
      <p className="mt-2 text-sm text-slate-700">
        Body:{' '}
        <a href={`#${errorBodyAnchor(shared)}`} className="font-mono text-brand-700">
          {shared}
        </a>
      </p>
    );
  }
  return (
    <div className="mt-2">
      <SchemaView schema={response.schema} components={components} label={label} />
    </div>
  );
}

const methodColours: Record<string, string> = {
  GET: 'bg-emerald-50 text-emerald-800 ring-emerald-600/30',
  POST: 'bg-brand-50 text-brand-800 ring-brand-600/30',
  PUT: 'bg-amber-50 text-amber-800 ring-amber-600/30',
  PATCH: 'bg-violet-50 text-violet-800 ring-violet-600/30',
  DELETE: 'bg-red-50 text-red-800 ring-red-600/30',
};

export function MethodBadge({ method }: { method: string }) {
  return (
    <Badge
      className={cn(
        'w-16 justify-center font-mono',
        methodColours[method] ?? 'bg-slate-50 text-slate-800 ring-slate-600/30',
      )}
    >
      {method}
    </Badge>
  );
}

export function describeScheme(name: string, scheme: SecurityScheme | undefined): string {
  if (!scheme) return name;
  if (scheme.type === 'http' && scheme.scheme?.toLowerCase() === 'basic') return 'HTTP Basic';
  if (scheme.type === 'http' && scheme.scheme) return `HTTP ${scheme.scheme}`;
  if (scheme.type === 'apiKey' && scheme.in === 'cookie') return 'signed-in advisor session (cookie)';
  if (scheme.type === 'apiKey') return `API key in ${scheme.in ?? 'request'} ${scheme.name ?? ''}`.trim();
  return name;
}

function Paragraphs({ text }: { text: string }) {
  return (
    <div className="space-y-2 text-sm text-slate-700">
      {text.split(/\n{2,}/).map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}

function SubHeading({ children }: { children: string }) {
  return <h4 className="mb-2 text-sm font-semibold text-slate-900">{children}</h4>;
}

const statusTone = (status: string) =>
  status.startsWith('2') ? 'text-emerald-700' : status.startsWith('4') ? 'text-amber-700' : 'text-red-700';

/** One operation: summary line always visible, everything else behind <details> to keep the page short. */
export function OperationSection({
  operation,
  securitySchemes,
  componentSchemas,
}: {
  operation: OperationView;
  securitySchemes: Record<string, SecurityScheme>;
  componentSchemas: Record<string, JsonSchema>;
}) {
  const op = operation;
  const label = `${op.method} ${op.path}`;
  const parameters = op.parameters.filter((p) => p.in === 'path' || p.in === 'query' || p.in === 'header');
  const authentication =
    op.security.length === 0
      ? 'None: this operation is public.'
      : op.security
          .map((alternative) =>
            alternative.map((name) => describeScheme(name, securitySchemes[name])).join(' and '),
          )
          .join(', or ');

  return (
    <details
      id={op.anchor}
      className="group scroll-mt-20 rounded-lg border border-slate-200 bg-white shadow-xs"
    >
      <summary className="flex cursor-pointer list-none items-center gap-3 rounded-lg px-4 py-3 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
        <h3 className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-1 text-base font-normal">
          <MethodBadge method={op.method} />
          <code className={cn('font-mono text-sm break-all text-slate-900', op.deprecated && 'line-through')}>
            {op.path}
          </code>
          <span className="basis-full text-sm text-slate-600 sm:basis-auto">{op.summary}</span>
          {op.deprecated && (
            <Badge className="bg-amber-50 text-amber-800 ring-amber-600/30">deprecated</Badge>
          )}
        </h3>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="size-4 shrink-0 text-slate-400 transition-transform group-open:rotate-90"
        >
          <path d="M7 4l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </summary>

      <div className="space-y-5 border-t border-slate-200 px-4 py-4">
        {op.description && <Paragraphs text={op.description} />}

        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="text-slate-600">Scope</dt>
          <dd>
            {op.scope ? (
              <>
                <code className="font-mono text-slate-900">{op.scope}</code>
                {op.scopeLevel && (
                  <span className="text-slate-600"> granted for the {op.scopeLevel.toLowerCase()}</span>
                )}
              </>
            ) : (
              <span className="text-slate-700">No scope needed</span>
            )}
          </dd>
          <dt className="text-slate-600">Authentication</dt>
          <dd className="text-slate-700">{authentication}</dd>
          {op.operationId && (
            <>
              <dt className="text-slate-600">Operation id</dt>
              <dd>
                <code className="font-mono text-slate-900">{op.operationId}</code>
              </dd>
            </>
          )}
        </dl>

        {parameters.length > 0 && (
          <section>
            <SubHeading>Parameters</SubHeading>
            <div className="overflow-x-auto rounded-md border border-slate-200">
              <table className="w-full text-left text-sm">
                <thead className="bg-slate-50 text-slate-600">
                  <tr>
                    <th scope="col" className="px-3 py-2 font-medium">
                      Name
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      In
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      Type
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      Description
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {parameters.map((parameter) => (
                    <tr key={`${parameter.in}:${parameter.name}`} className="align-top">
                      <td className="px-3 py-2">
                        <code className="font-mono font-semibold text-slate-900">{parameter.name}</code>
                        {parameter.required ? (
                          <span className="ml-2 text-xs font-medium text-red-700">required</span>
                        ) : (
                          <span className="ml-2 text-xs text-slate-500">optional</span>
                        )}
                      </td>
                      <td className="px-3 py-2 text-slate-700">{parameter.in}</td>
                      <td className="px-3 py-2 font-mono text-xs text-brand-800">
                        {parameterType(parameter.schema)}
                      </td>
                      <td className="px-3 py-2 text-slate-700">
                        {parameter.description ??
                          (typeof parameter.schema?.description === 'string'
                            ? parameter.schema.description
                            : '')}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        )}

        {op.requestBody && (
          <section>
            <SubHeading>{op.requestBody.required ? 'Request body' : 'Request body (optional)'}</SubHeading>
            {op.requestBody.description && <Paragraphs text={op.requestBody.description} />}
            {op.requestBody.schema ? (
              <SchemaView
                schema={op.requestBody.schema}
                components={componentSchemas}
                label={`the request body of ${label}`}
              />
            ) : (
              <p className="text-sm text-slate-600">No schema documented.</p>
            )}
          </section>
        )}

        <section>
          <SubHeading>Responses</SubHeading>
          <ul className="space-y-3">
            {op.responses.map((response) => (
              <li key={response.status} className="rounded-md border border-slate-200 p-3">
                <p className="text-sm">
                  <span className={cn('font-mono font-semibold', statusTone(response.status))}>
                    {response.status}
                  </span>{' '}
                  <span className="text-slate-700">{response.description}</span>
                </p>
                <ResponseBody
                  response={response}
                  components={componentSchemas}
                  label={`the ${response.status} response of ${label}`}
                />
                {response.example !== undefined && (
                  <details className="mt-2">
                    <summary className="cursor-pointer text-sm text-slate-600 select-none hover:text-slate-900">
                      Example body<span className="sr-only"> of the {response.status} response</span>
                    </summary>
                    <JsonBlock value={response.example} />
                  </details>
                )}
              </li>
            ))}
          </ul>
        </section>

        {op.errorCodes.length > 0 && (
          <section>
            <SubHeading>Error codes</SubHeading>
            <ul className="flex flex-wrap gap-2">
              {op.errorCodes.map((code) => (
                <li key={code}>
                  <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-800">
                    {code}
                  </code>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </details>
  );
}

function parameterType(schema: JsonSchema | undefined): string {
  if (!schema) return 'any';
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : schema.type;
  const format = typeof schema.format === 'string' ? ` (${schema.format})` : '';
  if (Array.isArray(schema.enum)) return `${String(type ?? 'value')}: ${schema.enum.map(String).join(' | ')}`;
  return `${typeof type === 'string' ? type : 'any'}${format}`;
}

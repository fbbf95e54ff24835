'use client';

import { Card, CardBody, CardHeader, CardTitle } from '@/components/ui/card';
import { CopyableId, CopyButton } from '../copy-button';
import { scopeLabels } from './scope-labels';

/** The example's shell command: the partner sets API_USER and API_PASS from its credential. */
export function exampleCall(apiBaseUrl: string, dealerUuid: string): string {
  return [
    `curl -s -u "$API_USER:$API_PASS" -H 'Content-Type: application/json' \\`,
    `  -d '{"dealerUuids":["${dealerUuid}"]}' ${apiBaseUrl}/manage/v2/dealer/list`,
  ].join('\n');
}

/** Where a partner sends its calls, and one call it can try with a credential from this page. */
export function ApiExample({ apiBaseUrl, dealerUuid }: { apiBaseUrl: string; dealerUuid: string }) {
  const example = exampleCall(apiBaseUrl, dealerUuid);
  return (
    <Card aria-labelledby="api-example-heading">
      <CardHeader>
        <CardTitle id="api-example-heading">Calling the API</CardTitle>
      </CardHeader>
      <CardBody className="space-y-4">
        <dl className="space-y-3">
          <CopyableId id="api-base-url" label="API base URL" what="API base URL" value={apiBaseUrl} />
          <CopyableId id="api-dealer-id" label="Dealership ID" what="dealership ID" value={dealerUuid} />
        </dl>
        <div className="space-y-2">
          <h3 className="text-sm font-medium text-slate-700">Example call</h3>
          <p className="text-sm text-slate-600">
            Lists this dealership with its departments and their IDs. Set API_USER and API_PASS to a
            client&apos;s username and secret; the client needs “{scopeLabels['manage.dealer.read']}”. Every
            operation is described at{' '}
            <a className="font-medium text-brand-800 underline" href="/docs">
              /docs
            </a>
            .
          </p>
          <pre
            id="api-example-call"
            className="overflow-x-auto rounded bg-slate-900 p-3 font-mono text-xs break-all whitespace-pre-wrap text-slate-50"
          >
            {example}
          </pre>
          <CopyButton value={example} what="example call" targetId="api-example-call" />
        </div>
      </CardBody>
    </Card>
  );
}

'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { ApiError, requestJson } from '@/components/request-json';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader, CardTitle } from '@/components/ui/card';
import { describedBy, Field } from '@/components/ui/field';

type Origins = { origins: string[] };
const path = (dealerUuid: string) => `/api/admin/v1/dealers/${encodeURIComponent(dealerUuid)}/embed-origins`;

/** The lines of the field as origins: one a line, blank lines dropped. */
export const originsOf = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * The websites allowed to show the booking page in a frame (the dealership's own site), one https
 * origin a line, and the snippet to put on them.
 */
export function EmbedOriginsForm({ dealerUuid }: { dealerUuid: string }) {
  const queryClient = useQueryClient();
  const key = ['admin', 'embed-origins', dealerUuid];
  const current = useQuery({ queryKey: key, queryFn: () => requestJson<Origins>('GET', path(dealerUuid)) });
  const save = useMutation({
    mutationFn: (body: Origins) => requestJson<Origins>('PUT', path(dealerUuid), body),
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
  const [text, setText] = useState<string | null>(null);
  const value = text ?? current.data?.origins.join('\n') ?? '';
  const error =
    save.error instanceof ApiError ? save.error.message : save.error ? 'Saving failed. Try again.' : null;
  const id = 'embed-origins';
  // This service's own address, known in the browser after the first render.
  const [origin, setOrigin] = useState('');
  useEffect(() => setOrigin(window.location.origin), []);
  const snippet = `<script src="${origin}/book-online/embed.js" data-dealer="${dealerUuid}"></script>`;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save.mutate({ origins: originsOf(value) }, { onSuccess: () => setText(null) });
  }

  return (
    <Card aria-labelledby="embed-heading">
      <CardHeader>
        <CardTitle id="embed-heading">Online booking on your website</CardTitle>
      </CardHeader>
      <CardBody className="space-y-3">
        <form onSubmit={onSubmit} className="space-y-3">
          <Field
            id={id}
            label="Websites allowed to embed the booking page"
            hint="One address a line, e.g. https://www.example.com (https only, no path). Other websites cannot show the page in a frame."
            error={error}
          >
            <textarea
              id={id}
              name="origins"
              rows={3}
              value={value}
              disabled={current.isPending}
              onChange={(event) => setText(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(id, { hint: true, error: Boolean(error) })}
              className="block w-full rounded-md border border-slate-500 px-3 py-2 text-sm focus-ring"
            />
          </Field>
          {save.isSuccess && text === null && <Alert tone="success">Saved.</Alert>}
          <Button type="submit" loading={save.isPending}>
            Save websites
          </Button>
        </form>
        <div>
          <p className="text-sm font-medium text-slate-800">
            Put this where the “Schedule service” button should be:
          </p>
          <pre className="mt-1 whitespace-pre-wrap break-all rounded-md bg-slate-100 p-2 text-xs text-slate-800">
            <code>{snippet}</code>
          </pre>
        </div>
      </CardBody>
    </Card>
  );
}

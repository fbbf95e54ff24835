'use client';

import { type ReactNode, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { EmptyState } from '@/components/ui/empty-state';
import { useAdminMutation } from '../queries';
import { QueryState } from '../query-state';
import { NameForm } from './name-form';

type Item = { uuid: string; name: string; detail?: string; retired: boolean };

/** Named things that are renamed and retired, never deleted: retired ones stay, greyed. */
export function RetirableList({
  title,
  query,
  items,
  rename,
  retire,
  create,
}: {
  title: string;
  query: { isPending: boolean; error: Error | null };
  items: Item[];
  rename: (uuid: string, name: string) => Promise<unknown>;
  retire: (uuid: string) => Promise<unknown>;
  create: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardBody className="space-y-4">
        <QueryState isPending={query.isPending} error={query.error} label={title.toLowerCase()}>
          {items.length === 0 && <EmptyState title={`No ${title.toLowerCase()} yet`} />}
          <ul className="divide-y divide-slate-200">
            {items.map((item) => (
              <RetirableRow key={item.uuid} item={item} rename={rename} retire={retire} />
            ))}
          </ul>
        </QueryState>
        {create}
      </CardBody>
    </Card>
  );
}

function RetirableRow({
  item,
  rename,
  retire,
}: {
  item: Item;
  rename: (uuid: string, name: string) => Promise<unknown>;
  retire: (uuid: string) => Promise<unknown>;
}) {
  const [editing, setEditing] = useState(false);
  const renaming = useAdminMutation((name: string) => rename(item.uuid, name));
  const retiring = useAdminMutation(() => retire(item.uuid));
  if (editing)
    return (
      <li className="py-2">
        <NameForm
          label={`New name for ${item.name}`}
          submitLabel="Rename"
          defaultValue={item.name}
          mutation={renaming}
          onDone={() => setEditing(false)}
        />
        <Button size="sm" variant="ghost" className="mt-1" onClick={() => setEditing(false)}>
          Cancel
        </Button>
      </li>
    );
  return (
    <li
      className={cn(
        'flex flex-wrap items-center justify-between gap-2 py-2',
        item.retired && 'text-slate-400',
      )}
    >
      <span className="min-w-0">
        <span className={cn('font-medium', item.retired ? 'text-slate-600' : 'text-slate-900')}>
          {item.name}
        </span>
        {item.detail && <span className="ml-2 font-mono text-xs">{item.detail}</span>}
        {item.retired && <Badge className="ml-2 bg-slate-100 text-slate-700 ring-slate-200">Retired</Badge>}
      </span>
      {!item.retired && (
        <span className="flex gap-2">
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setEditing(true)}
            aria-label={`Rename ${item.name}`}
          >
            Rename
          </Button>
          <Button
            size="sm"
            variant="secondary"
            loading={retiring.isPending}
            onClick={() => retiring.mutate()}
            aria-label={`Retire ${item.name}`}
          >
            Retire
          </Button>
        </span>
      )}
      {retiring.error && <p className="w-full text-sm text-red-700">{retiring.error.message}</p>}
    </li>
  );
}

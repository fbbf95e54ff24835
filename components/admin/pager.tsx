import { Button } from '@/components/ui/button';

/** Previous and next page of a paged list, with where the reader is. */
export function Pager({
  page,
  onPage,
}: {
  page: { page: number; pageSize: number; total: number };
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  if (pages === 1) return null;
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-2 pt-2">
      <Button size="sm" variant="secondary" disabled={page.page <= 1} onClick={() => onPage(page.page - 1)}>
        Previous
      </Button>
      <p className="text-sm text-slate-600">
        Page {page.page} of {pages} ({page.total})
      </p>
      <Button
        size="sm"
        variant="secondary"
        disabled={page.page >= pages}
        onClick={() => onPage(page.page + 1)}
      >
        Next
      </Button>
    </nav>
  );
}

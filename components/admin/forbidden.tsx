/**
 * What someone who administers nothing sees in administration (the API refuses them as well). A plain
 * link, not next/link: app/forbidden.tsx is in every page's payload and must not pull in client code.
 */
export function Forbidden() {
  return (
    <div className="mx-auto max-w-xl space-y-3 py-10 text-center">
      <p className="text-sm font-semibold text-red-700">403 · Not allowed</p>
      <h1 className="text-2xl font-semibold text-slate-900">Administration is for administrators</h1>
      <p className="text-slate-700">
        Only dealership administrators and the install&apos;s operators may open these pages. Ask your
        dealership administrator if you need to change something here.
      </p>
      <a href="/" className="inline-block font-medium text-brand-700 underline-offset-2 hover:underline">
        Back to ServiceBay
      </a>
    </div>
  );
}

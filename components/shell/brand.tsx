import { cn } from '@/components/ui/cn';

/** The product mark: a wrench-in-a-bay glyph and the name. */
export function Brand({ size = 'md', className }: { size?: 'md' | 'lg'; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-semibold text-slate-900', className)}>
      <span
        aria-hidden="true"
        className={cn(
          'grid place-items-center rounded-md bg-brand-700 text-white',
          size === 'lg' ? 'size-10' : 'size-8',
        )}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          fill="none"
          className={size === 'lg' ? 'size-6' : 'size-5'}
        >
          <path
            d="M3 20V9l9-5 9 5v11M7 20v-6h10v6"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </span>
      <span className={size === 'lg' ? 'text-2xl' : 'text-lg'}>ServiceBay</span>
    </span>
  );
}

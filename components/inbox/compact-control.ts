import { cn } from '@/components/ui/cn';
import { controlClasses } from '@/components/ui/input';

/** The composer's options row: small controls as wide as their content, each with its label beside it. */
export const compactControl = cn(controlClasses.replace('w-full', 'w-auto min-w-0'), 'h-8 py-0 pr-8 pl-2');
export const compactLabel = 'shrink-0 whitespace-nowrap text-xs font-medium text-slate-700';

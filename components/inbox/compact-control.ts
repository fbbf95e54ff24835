import { cn } from '@/components/ui/cn';
import { controlClasses } from '@/components/ui/input';

/** The composer's options row: small controls, each with its label beside it. */
export const compactControl = cn(controlClasses, 'h-8 w-auto py-0 pr-8 pl-2');
export const compactLabel = 'text-xs font-medium text-slate-700';

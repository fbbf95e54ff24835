import type { ComponentProps } from 'react';
import { cn } from './cn';
import { controlClasses } from './input';

export function Select({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <select className={cn(controlClasses, 'h-10 pr-8', className)} {...props}>
      {children}
    </select>
  );
}

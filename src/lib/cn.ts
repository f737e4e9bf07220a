import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}

/**
 * Joins classes without resolving conflicts: for client components that load on their own (the contact form),
 * where tailwind-merge would add about 9 KB of gzipped script. Pass no two classes for the same property.
 */
export function cx(...inputs: ClassValue[]) {
  return clsx(inputs);
}

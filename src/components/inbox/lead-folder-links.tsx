import { cn } from '@/lib/cn';
import type { FolderLink } from '@/lib/inbox/lead-list-types';

/**
 * The folders, one tap away in one row that scrolls sideways on a narrow screen. Each link keeps the other filters
 * and the search; while searching, "All folders" comes first (links made on the server: src/server/inbox/list-view.ts).
 */
export function LeadFolderLinks({ folders, label }: { folders: FolderLink[]; label: string }) {
  return (
    <nav aria-label={label} className="-mx-4 overflow-x-auto px-4">
      <ul className="flex gap-1.5">
        {folders.map((folder) => (
          <li key={folder.key}>
            <a
              href={folder.href}
              aria-current={folder.isCurrent ? 'page' : undefined}
              className={cn(
                'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border px-2.5 text-sm whitespace-nowrap',
                folder.isCurrent ? 'border-emerald-700 bg-emerald-700 text-white' : 'border-slate-300 bg-white text-slate-800',
              )}
            >
              {folder.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

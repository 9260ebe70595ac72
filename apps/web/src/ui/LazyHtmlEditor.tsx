import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import type { HtmlEditorProps } from './HtmlEditor';

// TipTap and ProseMirror load with the first form that shows an editor, never with the app's first load.
const HtmlEditor = lazy(() => import('./HtmlEditor'));

/** The HTML editor (see HtmlEditor), loaded on first use; a placeholder of its size meanwhile. */
export function LazyHtmlEditor(props: HtmlEditorProps) {
  return (
    <Suspense
      fallback={
        <Skeleton variant="rounded" height={(props.minHeight ?? 120) + 48} aria-label="Loading the editor" />
      }
    >
      <HtmlEditor {...props} />
    </Suspense>
  );
}

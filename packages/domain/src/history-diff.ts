/*
 * A long text's change as a short word diff, for the History panel: only the words that changed, with a
 * few words of context either side and '…' where unchanged text was left out. A description of 2,000
 * characters changed by one word reads as that word, not as the text twice.
 */

export type DiffPart = { kind: 'same' | 'removed' | 'added'; text: string };

/** Words of unchanged text kept either side of a change. */
const CONTEXT_WORDS = 4;
/** Words a short diff shows at most; the rest is behind 'Show full'. */
const MAX_SHOWN_WORDS = 30;
/** Above this many cells the middle of two texts is compared as a whole (removed, then added). */
const MAX_COMPARE_CELLS = 1_000_000;

const wordsOf = (text: string): string[] => text.split(/\s+/).filter((word) => word !== '');

/** The longest common subsequence's edit script over two word lists (both already trimmed of a common start and end). */
function editScript(before: readonly string[], after: readonly string[]): DiffPart[] {
  const n = before.length;
  const m = after.length;
  if (n * m > MAX_COMPARE_CELLS) {
    return [
      ...before.map((text) => ({ kind: 'removed' as const, text })),
      ...after.map((text) => ({ kind: 'added' as const, text })),
    ];
  }
  // lengths[i][j]: the common subsequence of before[i..] and after[j..], in one typed array.
  const width = m + 1;
  const lengths = new Uint32Array((n + 1) * width);
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      lengths[i * width + j] =
        before[i] === after[j]
          ? lengths[(i + 1) * width + j + 1]! + 1
          : Math.max(lengths[(i + 1) * width + j]!, lengths[i * width + j + 1]!);
  const parts: DiffPart[] = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && before[i] === after[j]) {
      parts.push({ kind: 'same', text: before[i++]! });
      j++;
    } else if (i < n && (j === m || lengths[(i + 1) * width + j]! >= lengths[i * width + j + 1]!)) {
      // What went comes before what came in its place.
      parts.push({ kind: 'removed', text: before[i++]! });
    } else {
      parts.push({ kind: 'added', text: after[j++]! });
    }
  }
  return parts;
}

/** Neighbouring words of one kind joined into one part. */
function joined(parts: readonly DiffPart[]): DiffPart[] {
  const out: DiffPart[] = [];
  for (const part of parts) {
    const last = out.at(-1);
    if (last && last.kind === part.kind) last.text += ` ${part.text}`;
    else out.push({ ...part });
  }
  return out;
}

/** Every word of two texts, each as kept, removed or added. */
export function wordDiff(before: string, after: string): DiffPart[] {
  const a = wordsOf(before);
  const b = wordsOf(after);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end])
    end++;
  const same = (words: readonly string[]) => words.map((text) => ({ kind: 'same' as const, text }));
  return joined([
    ...same(a.slice(0, start)),
    ...editScript(a.slice(start, a.length - end), b.slice(start, b.length - end)),
    ...same(a.slice(a.length - end)),
  ]);
}

/**
 * The diff as History shows it: unchanged runs cut to CONTEXT_WORDS beside each change ('…' for what was
 * left out), at most MAX_SHOWN_WORDS words in all. `cut` says whether anything was left out.
 */
export function shortWordDiff(before: string, after: string): { parts: DiffPart[]; cut: boolean } {
  const parts = wordDiff(before, after);
  const out: DiffPart[] = [];
  let cut = false;
  parts.forEach((part, index) => {
    if (part.kind !== 'same') {
      out.push(part);
      return;
    }
    const words = wordsOf(part.text);
    const keepBefore = index === 0 ? 0 : CONTEXT_WORDS;
    const keepAfter = index === parts.length - 1 ? 0 : CONTEXT_WORDS;
    if (words.length <= keepBefore + keepAfter) {
      out.push(part);
      return;
    }
    cut = true;
    const head = words.slice(0, keepBefore);
    const tail = words.slice(words.length - keepAfter);
    out.push({ kind: 'same', text: [...head, '…', ...tail].join(' ') });
  });
  let shown = 0;
  const limited: DiffPart[] = [];
  for (const part of out) {
    const words = wordsOf(part.text);
    if (shown + words.length > MAX_SHOWN_WORDS) {
      const room = Math.max(MAX_SHOWN_WORDS - shown, 0);
      if (room > 0) limited.push({ kind: part.kind, text: words.slice(0, room).join(' ') });
      limited.push({ kind: 'same', text: '…' });
      return { parts: limited, cut: true };
    }
    shown += words.length;
    limited.push(part);
  }
  return { parts: limited, cut };
}

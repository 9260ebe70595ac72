import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that take many times longer than the rest (the fuzz walk: a quarter of the server project's time).
 * Vitest's own order puts a file it has no timing for by its size, and a clean clone has none: the fuzz walk,
 * a short file, ran last and alone on one worker while the other waited (npm test's Vitest 104 → 76–89 s).
 */
const LONG_FILES = new Set(['apps/server/src/fuzz-walk.test.ts']);

/** Vitest's order (projects one after another, each slowest first), with the long files first in theirs. */
export default class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isLong = (file: TestSpecification) =>
      LONG_FILES.has(path.relative(this.ctx.config.root, file.moduleId).split(path.sep).join('/'));
    const projects = [...new Set(sorted.map((file) => file.project.name))];
    return projects.flatMap((name) => {
      const own = sorted.filter((file) => file.project.name === name);
      return [...own.filter(isLong), ...own.filter((file) => !isLong(file))];
    });
  }
}

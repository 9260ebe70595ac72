import '@testing-library/jest-dom/vitest';
import { __unsafe_useEmotionCache, type EmotionCache } from '@emotion/react';
import { cleanup, render } from '@testing-library/react';
import { format } from 'node:util';
import { createElement } from 'react';
import { afterEach } from 'vitest';

// jsdom's getComputedStyle reads every <style> of the document, and a worker keeps one document for all its
// files (isolate: false). Emotion's tags piled up there — 1,201 of them by the time the roles tests ran — and
// every role query (which asks each element's computed style) grew slower with them: PermissionSelection
// took 19.5 s in the suite against 1.8 s alone. So after each test the default emotion cache's tags go and
// it forgets having inserted them: the next test inserts what it renders.
let emotion: EmotionCache | null = null;
function TakeEmotionCache() {
  emotion = __unsafe_useEmotionCache();
  return null;
}
render(createElement(TakeEmotionCache));
cleanup();

// What React, MUI, react-router or TanStack Query write to the console in a test is a defect they found (a
// <div> inside a <p>, a query function answering nothing, a missing key): the test that caused it fails,
// naming it. A test that provokes one on purpose says so with vi.spyOn(console, 'error').mockImplementation.
// Workers run many files in one realm (isolate: false) and this file runs before each: console is wrapped once.
const consoleProblems: string[] = ((globalThis as { consoleProblems?: string[] }).consoleProblems ??= []);
if (!(console.error as { collects?: true }).collects) {
  for (const level of ['error', 'warn'] as const) {
    const write = console[level].bind(console);
    console[level] = Object.assign(
      (...args: unknown[]) => {
        consoleProblems.push(`console.${level}: ${format(...args).slice(0, 800)}`);
        write(...args);
      },
      { collects: true as const },
    );
  }
}

afterEach(() => {
  cleanup();
  if (emotion) {
    emotion.sheet.flush();
    for (const key of Object.keys(emotion.inserted)) delete emotion.inserted[key];
  }
  // Last, so a failing test still leaves a clean document to the next one.
  const problems = consoleProblems.splice(0);
  if (problems.length > 0) throw new Error(`The test wrote to the console:\n${problems.join('\n')}`);
});

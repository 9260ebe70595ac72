import '@testing-library/jest-dom/vitest';
import { __unsafe_useEmotionCache, type EmotionCache } from '@emotion/react';
import { cleanup, render } from '@testing-library/react';
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

afterEach(() => {
  cleanup();
  if (!emotion) return;
  emotion.sheet.flush();
  for (const key of Object.keys(emotion.inserted)) delete emotion.inserted[key];
});

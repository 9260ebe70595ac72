import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from './SafeHtml';

describe('SafeHtml', () => {
  it('renders stored HTML without its scripts, handlers or javascript: links', () => {
    const { container } = render(
      <SafeHtml
        html={
          '<p onmouseover="x()">Keep <b>this</b></p><script>bad()</script><a href="javascript:x()">link</a>'
        }
      />,
    );
    expect(container.querySelector('b')).toHaveTextContent('this');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onmouseover]')).toBeNull();
    expect(container.querySelector('a')).not.toHaveAttribute('href');
  });
});

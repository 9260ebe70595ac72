import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailText, emailParts } from './EmailText.tsx';

describe('EmailText', () => {
  it('breaks only after @ and before each dot', () => {
    expect(emailParts('rosalia_ali19@example.org')).toEqual(['rosalia_ali19@', 'example', '.org']);
    expect(emailParts('brandy.abbott@mail.example.com')).toEqual([
      'brandy',
      '.abbott@',
      'mail',
      '.example',
      '.com',
    ]);
  });

  it('renders break opportunities there, the whole address as the tooltip, and a copy button', () => {
    const { container, getByRole } = render(
      <EmailText value="rosalia_ali19@example.org" copyLabel="Copy e-mail" />,
    );
    const text = container.querySelector('span[title]')!;
    expect(text.getAttribute('title')).toBe('rosalia_ali19@example.org');
    expect([...text.querySelectorAll('span')].map((part) => part.textContent)).toEqual([
      'rosalia_ali19@',
      'example',
      '.org',
    ]);
    expect(text.querySelectorAll('wbr')).toHaveLength(2);
    expect(getByRole('button', { name: 'Copy e-mail' })).toBeInTheDocument();
  });
});

type Named = { FirstName?: string | null; LastName?: string | null } | null | undefined;

export const personName = (person: Named): string =>
  [person?.FirstName, person?.LastName].filter(Boolean).join(' ');

type Address = Record<string, unknown> | null | undefined;

/** An address on one line: name or company, street, city, state and zip. */
export function addressText(address: Address): string {
  if (!address) return '';
  const text = (key: string) => (typeof address[key] === 'string' ? (address[key] as string) : '');
  const name = personName({ FirstName: text('FirstName'), LastName: text('LastName') });
  return [
    name,
    text('CompanyName'),
    text('Street1'),
    text('Street2'),
    [text('City'), [text('State'), text('Zip')].filter(Boolean).join(' ')].filter(Boolean).join(', '),
  ]
    .filter(Boolean)
    .join(', ');
}

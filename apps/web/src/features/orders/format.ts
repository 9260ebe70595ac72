import { addressLine, type PostalAddress } from '@commerce/domain';

type Named = { FirstName?: string | null; LastName?: string | null } | null | undefined;

export const personName = (person: Named): string =>
  [person?.FirstName, person?.LastName].filter(Boolean).join(' ');

type Address = (PostalAddress & Named & { CompanyName?: string | null }) | null | undefined;

/** An address on one line: name or company, then the postal address as every screen writes it. */
export const addressText = (address: Address): string =>
  address ? [personName(address), address.CompanyName, addressLine(address)].filter(Boolean).join(', ') : '';

import { describe, expect, it } from 'vitest';
import {
  DESTINATION_TYPE_LABELS,
  DESTINATION_TYPES,
  destinationCreateSchema,
  destinationListTypeSchema,
  destinationUpdateSchema,
  destinationListSpec,
  destinationTypeOfId,
  newDestinationRecord,
  ROUTE_CODE_MANAGEMENT_VALUE,
  routeCodeBodySchema,
  routeCodeImportBody,
  routeCodeRecord,
} from './destinations.ts';

const form = {
  Type: 'Church',
  CompanyName: 'Basilica of Saint Mary',
  Street1: '88 N 17th St',
  City: 'Minneapolis',
  State: 'MN',
  Zip: '55403',
  Surcharge: '5',
  Phone: '(612) 333-1381',
};

describe('destination types and list filter (spec 3 §2, §3)', () => {
  it('lists the four types under their plural names', () => {
    expect(DESTINATION_TYPES.map((type) => DESTINATION_TYPE_LABELS[type])).toEqual([
      'Cemeteries',
      'Churches',
      'Funeral Homes',
      'Hospitals',
    ]);
  });
  it('filters by type or All', () => {
    expect(destinationListTypeSchema.parse(undefined)).toBe('All');
    expect(destinationListTypeSchema.parse('Hospitals')).toBe('Hospitals');
    expect(destinationListTypeSchema.safeParse('Residence').success).toBe(false);
  });
});

describe('destination form (spec 3 §5)', () => {
  it('accepts a complete form; line 2 is optional', () => {
    expect(destinationCreateSchema.parse(form)).toMatchObject({ Surcharge: '5.00', Phone: '6123331381' });
    expect(destinationCreateSchema.parse({ ...form, Street2: '' }).Street2).toBeNull();
  });

  it('requires Company Name, Address, City, State, Zip, Surcharge and Phone', () => {
    const empty = {
      Type: 'Church',
      CompanyName: '',
      Street1: '',
      City: '',
      State: '',
      Zip: '',
      Surcharge: '',
      Phone: '',
    };
    const messages = destinationCreateSchema.safeParse(empty).error?.issues.map((issue) => issue.message);
    expect(messages).toEqual([
      'Company Name is required.',
      'Address is required.',
      'City is required.',
      'State is required.',
      'Zip is required.',
      'Surcharge is required.',
      'Phone is required.',
    ]);
  });

  it('creates the record active, its ID derived from type, name, street and phone', () => {
    expect(newDestinationRecord(destinationCreateSchema.parse(form))).toEqual({
      ID: 'Church-BasilicaOfSaintMary-88-6123331381',
      CompanyName: 'Basilica of Saint Mary',
      AddressName: null,
      Street1: '88 N 17th St',
      Street2: null,
      City: 'Minneapolis',
      State: 'MN',
      Zip: '55403',
      Phone: '6123331381',
      Country: 'US',
      xp: { Active: true, Surcharge: '5.00' },
    });
  });

  it('needs one of the four types to create', () => {
    expect(destinationCreateSchema.safeParse({ ...form, Type: 'School' }).success).toBe(false);
  });

  it('edits carry Active instead of the type', () => {
    const { Type: _type, ...fields } = form;
    expect(destinationUpdateSchema.parse({ ...fields, Active: false }).Active).toBe(false);
    expect(destinationUpdateSchema.safeParse(fields).success).toBe(false);
  });
});

describe('route code (spec 3 §3, §5)', () => {
  const body = routeCodeBodySchema.parse({
    Zip: '55101',
    City: 'Saint Paul',
    RouteCode: 'SP1',
    Surcharge: '3.5',
  });

  it('requires Zip, City, Route Code and Surcharge', () => {
    const messages = routeCodeBodySchema
      .safeParse({ Zip: '551011', City: '', RouteCode: ' ', Surcharge: '$3' })
      .error?.issues.map((issue) => issue.message);
    expect(messages).toEqual([
      'Enter a 5-digit zip code.',
      'City is required.',
      'Route Code is required.',
      'Enter an amount with at most 2 decimal places.',
    ]);
  });

  it('is saved as an address in Minnesota, US, the route code in CompanyName and the city in Street1', () => {
    expect(routeCodeRecord(body)).toEqual({
      ID: 'LDCity-55101-SaintPaul',
      Zip: '55101',
      City: 'Saint Paul',
      CompanyName: 'SP1',
      Street1: 'Saint Paul',
      State: 'Minnesota',
      Country: 'US',
      xp: { Surcharge: '3.50' },
    });
  });
});

describe('destination list (C-23) and its type filter', () => {
  const type = destinationListSpec.filters!.type;
  it('sends a type as Type=, and never Route Code Management', () => {
    expect(type.toApi('FuneralHome')).toEqual({ Type: 'FuneralHome' });
    expect(type.toApi(ROUTE_CODE_MANAGEMENT_VALUE)).toBeUndefined();
    expect(type.toApi('Residence')).toBeUndefined();
    expect(type.control.kind === 'select' && type.control.options?.map((option) => option.label)).toEqual([
      'Cemeteries',
      'Churches',
      'Funeral Homes',
      'Hospitals',
      'Route Code Management',
    ]);
  });
  it('reads the type of a destination from its ID', () => {
    expect(destinationTypeOfId('FuneralHome-LakeviewFuneralChapel-12-6125550101')).toBe('FuneralHome');
    expect(destinationTypeOfId('LDCity-55401-Minneapolis')).toBeNull();
  });
  it('keeps an optional Address Name (C-23)', () => {
    expect(destinationCreateSchema.parse({ ...form, AddressName: ' Main Entrance ' }).AddressName).toBe(
      'Main Entrance',
    );
    expect(destinationCreateSchema.safeParse({ ...form, Extra: 1 }).success).toBe(false);
  });
});

describe('route code import rows (spec 3 §5)', () => {
  it('reads an import row whatever the case of its headers, a $ before the surcharge allowed', () => {
    expect(
      routeCodeImportBody({ zip: 55401, CITY: ' Minneapolis ', RouteCode: 'MPLS-DT', Surcharge: '$5' }),
    ).toEqual({ Zip: '55401', City: 'Minneapolis', RouteCode: 'MPLS-DT', Surcharge: '5' });
    expect(
      routeCodeBodySchema.parse(
        routeCodeImportBody({ Zip: '55401', City: 'A', RouteCode: 'R', Surcharge: '$0' }),
      ),
    ).toMatchObject({ Surcharge: '0.00' });
  });
});

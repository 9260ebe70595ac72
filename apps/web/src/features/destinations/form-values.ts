import {
  formatPhone,
  type DestinationCreate,
  type DestinationDetail,
  type DestinationForm,
  type destinationFormSchema,
  type DestinationUpdate,
  type RouteCodeDetail,
  type RouteCodeForm,
} from '@commerce/domain';
import type { z } from 'zod';

export type DestinationFormOutput = z.output<ReturnType<typeof destinationFormSchema>>;

export const EMPTY_DESTINATION_FORM: DestinationForm = {
  Type: '' as never,
  CompanyName: '',
  AddressName: '',
  Street1: '',
  Street2: '',
  City: '',
  State: 'MN',
  Zip: '',
  Surcharge: '0.00',
  Phone: '',
  Active: true,
};

export const destinationFormValues = (destination: DestinationDetail): DestinationForm => ({
  Type: destination.Type,
  CompanyName: destination.CompanyName,
  AddressName: destination.AddressName ?? '',
  Street1: destination.Street1,
  Street2: destination.Street2 ?? '',
  City: destination.City,
  State: destination.State,
  Zip: destination.Zip,
  Surcharge: destination.xp.Surcharge,
  Phone: formatPhone(destination.Phone),
  Active: destination.xp.Active,
});

/** The create body: the form without Active (a new destination is always active). */
export const toCreateRequest = ({ Active: _active, ...values }: DestinationFormOutput): DestinationCreate =>
  values as DestinationCreate;

/** The edit body: the form without the type (it is the ID's prefix and never changes). */
export const toUpdateRequest = ({ Type: _type, ...values }: DestinationFormOutput): DestinationUpdate =>
  values as DestinationUpdate;

export const EMPTY_ROUTE_CODE_FORM: RouteCodeForm = { Zip: '', City: '', RouteCode: '', Surcharge: '0.00' };

export const routeCodeFormValues = (routeCode: RouteCodeDetail): RouteCodeForm => ({
  Zip: routeCode.Zip,
  City: routeCode.City,
  RouteCode: routeCode.CompanyName,
  Surcharge: routeCode.xp.Surcharge,
});

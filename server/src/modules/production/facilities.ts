import type { Facility } from '@pressrun/domain';
import type { LabelAddress } from './schemas';

/**
 * PressRun's production facilities' return addresses, for labels and packing slips. Constants until
 * facilities are configured somewhere staff can edit them.
 */
export const FACILITY_ADDRESS: Record<Facility, LabelAddress> = {
  'Los Angeles': {
    name: 'PressRun Fulfillment',
    companyName: 'PressRun',
    street1: '1830 E 15th St',
    street2: 'Dock 4',
    city: 'Los Angeles',
    state: 'CA',
    zip: '90021',
    country: 'US',
  },
  Charlotte: {
    name: 'PressRun Fulfillment',
    companyName: 'PressRun',
    street1: '4120 Performance Rd',
    street2: 'Suite B',
    city: 'Charlotte',
    state: 'NC',
    zip: '28214',
    country: 'US',
  },
};

export const facilityAddress = (facility: string): LabelAddress =>
  FACILITY_ADDRESS[facility as Facility] ?? FACILITY_ADDRESS['Los Angeles'];

import type { FeatureManifest } from '../../app/types';
import { payrollSlice } from './payrollSlice';

/** Payroll: the pay period the export page shows (portal runtime). */
export const payrollFeature: FeatureManifest<[typeof payrollSlice]> = {
  name: 'payroll',
  slices: [payrollSlice],
};

/**
 * The p2p shipping label's packages (pharmacy-side §2 rph2rph fulfil form, §9 Package
 * dimensions): at least one; weight in lbs required and above 0; length, width and height whole
 * numbers of at least 1. The same rule as a shipment's packages (domain/shipping/packages.ts),
 * without a carrier or tracking number: the carrier makes those.
 */
import { DomainError } from '../errors.ts';
import { parseShipmentPackages, type PackageInput, type ShipmentPackage } from '../shipping/packages.ts';

/** The packages as stored, or a 400 naming each bad field (`packages`, `packages.0.weight` …). */
export function parseLabelPackages(packages: readonly PackageInput[]): ShipmentPackage[] {
  const parsed = parseShipmentPackages({ carrier: null, trackingNumber: null, packages });
  if (!parsed.ok)
    throw new DomainError('REQUEST_INVALID', 'Please check the packages.', { fields: parsed.errors });
  return parsed.packages;
}

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { locationCreateRequestSchema } from '../../src/lib/schemas/location-request-schemas';
import { supplierCreateRequestSchema } from '../../src/lib/schemas/supplier-request-schemas';
import { createSeed } from '../../mocks/db/seed';
import { picklistContext } from '../../mocks/db/seed-picklists';

const now = new Date('2026-11-23T18:00:00.000Z');

describe('location and supplier seed', () => {
  it('seeds the company locations, one of them inactive, each valid by the editor rules', () => {
    const { locations } = createSeed(now);
    expect(locations.length).toBeGreaterThanOrEqual(6);
    expect(locations.filter((location) => !location.active).map((location) => location.name)).toEqual(['Beaverton Office']);
    for (const location of locations) {
      expect(locationCreateRequestSchema.safeParse(location).success, location.name).toBe(true);
      expect(location.dateCreated < now.toISOString()).toBe(true);
    }
    expect(new Set(locations.map((location) => location.context)).size).toBe(locations.length);
  });

  it('seeds suppliers of every type, one or two inactive, with valid web sites and contacts', () => {
    const db = createSeed(now);
    const { suppliers } = db;
    expect(suppliers.length).toBeGreaterThanOrEqual(12);
    for (const text of ['Parts Distributor', 'Equipment Manufacturer', 'Rental', 'Subcontractor']) {
      expect(suppliers.some((supplier) => supplier.supplierTypeContext === picklistContext('SupplierType', text)), text).toBe(true);
    }
    const inactive = suppliers.filter((supplier) => !supplier.active);
    expect(inactive.length).toBeGreaterThanOrEqual(1);
    expect(inactive.length).toBeLessThanOrEqual(2);
    for (const supplier of suppliers) {
      const asRequest = { ...supplier, supplierType: supplier.supplierTypeContext ? { context: supplier.supplierTypeContext, text: '' } : null };
      expect(supplierCreateRequestSchema.safeParse(asRequest).success, supplier.name).toBe(true);
      expect(db.picklists.some((item) => item.context === supplier.supplierTypeContext)).toBe(true);
    }
  });

  it('is the same every time apart from dates', () => {
    const first = createSeed(now);
    const second = createSeed(new Date('2026-12-01T09:00:00.000Z'));
    expect(second.suppliers.map((supplier) => supplier.context)).toEqual(first.suppliers.map((supplier) => supplier.context));
    expect(second.locations.map((location) => location.name)).toEqual(first.locations.map((location) => location.name));
  });
});

// Manufacturer names by id for the pictures' brand marks (the seed's reference list, looked up once).
import { seedManufacturers } from '../reference.ts';

const names = new Map(seedManufacturers.map((manufacturer) => [manufacturer.id, manufacturer.name]));

export const manufacturerName = (id: number): string => names.get(id) ?? '';

import { createCustomField, setUserCustomFields } from '../../shared/custom-fields/custom-fields';

/**
 * Demo custom fields of `demo` (through the domain, like an integrator's calls would), and
 * values for one collaborator so `GET /users/{id}/` shows them. Run once, when the
 * organization is created.
 */
export async function seedDemoCustomFields(slug: string, userId: string): Promise<void> {
  await createCustomField(slug, { key: 'employee_code', name: 'Employee code', type: 'text' });
  await createCustomField(slug, { key: 'shirt_size', name: 'Shirt size', type: 'select', options: ['S', 'M', 'L', 'XL'] });
  await createCustomField(slug, { key: 'start_date', name: 'Start date', type: 'date' });
  await setUserCustomFields(slug, userId, { employee_code: 'D-0001', shirt_size: 'M', start_date: '2024-02-01' });
}

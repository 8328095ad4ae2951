import { rmSync } from 'node:fs';
import { TEMPLATE_ENV } from './template';

export default function globalTeardown(): void {
  const file = process.env[TEMPLATE_ENV];
  if (file !== undefined) rmSync(file, { force: true });
}

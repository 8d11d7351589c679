import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    // Only a bound on a test that hangs: on a two-core machine under a load of 20 a component test that
    // types into an editor takes 30 s; above the 60 s that findBy and waitFor may wait (src/test/setup.ts).
    testTimeout: 120_000,
  },
});

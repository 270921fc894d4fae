import { inject } from 'vitest';

// Tests run quietly; each test app has its own database (see test-app.ts).
process.env.LOG_LEVEL ??= 'silent';

// Imported after the line above: the logger reads LOG_LEVEL when it is first imported.
const { useSandboxChildBundle } = await import('../platform/extraction/sandbox/document-sandbox.ts');
useSandboxChildBundle(inject('sandboxChildBundle'));

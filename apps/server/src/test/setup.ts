// Tests run quietly; each test app has its own database (see test-app.ts).
process.env.LOG_LEVEL ??= 'silent';

import { readConfig } from './config';

describe('readConfig', () => {
  it('defaults to port 4000, PGlite under the repository and the local shell and remote origins', () => {
    const config = readConfig({}, '/repo');
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 4000,
      database: { pgliteDir: '/repo/.data/pglite' },
      firebaseProjectId: 'demo-care',
      adminEmails: [],
      rateLimitPerMinute: 1000,
      trustProxy: false,
      seedDemo: false,
    });
    expect(config.corsOrigins).toEqual(
      expect.arrayContaining(['http://localhost:3000', 'http://127.0.0.1:3107']),
    );
  });

  it('reads every setting from the environment', () => {
    const config = readConfig(
      {
        HOST: '0.0.0.0',
        PORT: '4999',
        DATABASE_URL: 'postgres://db/care',
        PGLITE_DIR: '/ignored',
        FIREBASE_PROJECT_ID: 'demo-other',
        ADMIN_EMAILS: ' a@x.pl, B@x.pl ,',
        CORS_ORIGINS: 'https://panel.example',
        RATE_LIMIT_PER_MINUTE: '0',
        TRUST_PROXY: 'true',
        SEED_DEMO: '1',
      },
      '/repo',
    );
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 4999,
      database: { databaseUrl: 'postgres://db/care' },
      firebaseProjectId: 'demo-other',
      adminEmails: ['a@x.pl', 'B@x.pl'],
      corsOrigins: ['https://panel.example'],
      rateLimitPerMinute: false,
      trustProxy: true,
      seedDemo: true,
    });
  });

  it('refuses a port that is not a number', () => {
    expect(() => readConfig({ PORT: 'http' }, '/repo')).toThrow('PORT');
  });
});

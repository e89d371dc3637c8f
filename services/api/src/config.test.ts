import path from 'node:path';
import { readConfig } from './config';

describe('readConfig', () => {
  it('takes rate limit overrides by kind and refuses an unknown kind or a zero', () => {
    expect(readConfig({ RATE_LIMITS: 'anonymous=120, read=2400' }, '/repo').rateLimits).toEqual({
      anonymous: 120,
      register: 10,
      mutation: 300,
      read: 2400,
    });
    expect(() => readConfig({ RATE_LIMITS: 'reads=5' }, '/repo')).toThrow(/RATE_LIMITS names/);
    expect(() => readConfig({ RATE_LIMITS: 'read=0' }, '/repo')).toThrow(/at least 1/);
  });

  it('defaults to port 4000, PGlite under the repository and the local shell and remote origins', () => {
    const config = readConfig({}, '/repo');
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 4000,
      database: { pgliteDir: '/repo/.data/pglite' },
      firebaseProjectId: 'demo-care',
      adminEmails: [],
      rateLimits: { anonymous: 60, register: 10, mutation: 300, read: 1200 },
      trustProxy: false,
      seedDemo: false,
      jobs: { work: true, pollingIntervalSeconds: 1 },
      // No mail server: e-mails are written as files beside the database.
      mail: {
        smtpUrl: undefined,
        outboxDir: '/repo/.data/outbox',
        from: 'Care panel <no-reply@localhost>',
        publicUrl: 'http://localhost:3000/',
      },
      fileStorageDir: undefined,
      fileLinkSecret: undefined,
      timeZone: 'Europe/Warsaw',
      pushEnabled: false,
      policyVersions: { privacy: '2026-12-01', terms: '2026-12-01' },
      policyVersionsFile: undefined,
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
        DATABASE_POOL_SIZE: '4',
        PGLITE_DIR: '/ignored',
        FIREBASE_PROJECT_ID: 'demo-other',
        ADMIN_EMAILS: ' a@x.pl, B@x.pl ,',
        CORS_ORIGINS: 'https://panel.example',
        RATE_LIMITS: 'off',
        TRUST_PROXY: 'true',
        SEED_DEMO: '1',
        JOB_WORKERS: 'off',
        JOB_POLL_SECONDS: '3',
        SMTP_URL: 'smtps://mailer:secret@smtp.example.org',
        OUTBOX_DIR: '/var/care/outbox',
        MAIL_FROM: 'Hospicjum <panel@example.org>',
        PUBLIC_URL: 'https://panel.example.org/care',
        FILE_STORAGE_DIR: '/var/lib/care/files',
        FILE_LINK_SECRET: 's'.repeat(32),
        TZ: 'America/New_York',
        PUSH_ENABLED: 'true',
        PRIVACY_POLICY_VERSION: ' 2027-03-01 ',
        TERMS_VERSION: 'v7',
        POLICY_VERSIONS_FILE: 'config/policy-versions.json',
      },
      '/repo',
    );
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 4999,
      database: { databaseUrl: 'postgres://db/care', poolSize: 4 },
      firebaseProjectId: 'demo-other',
      adminEmails: ['a@x.pl', 'B@x.pl'],
      corsOrigins: ['https://panel.example'],
      rateLimits: false,
      trustProxy: true,
      seedDemo: true,
      jobs: { work: false, pollingIntervalSeconds: 3 },
      mail: {
        smtpUrl: 'smtps://mailer:secret@smtp.example.org',
        outboxDir: '/var/care/outbox',
        from: 'Hospicjum <panel@example.org>',
        publicUrl: 'https://panel.example.org/care',
      },
      fileStorageDir: '/var/lib/care/files',
      fileLinkSecret: 's'.repeat(32),
      timeZone: 'America/New_York',
      pushEnabled: true,
      policyVersions: { privacy: '2027-03-01', terms: 'v7' },
      policyVersionsFile: path.resolve('config/policy-versions.json'),
    });
  });

  it('refuses a file link secret short enough to guess', () => {
    expect(() => readConfig({ FILE_LINK_SECRET: 'secret' }, '/repo')).toThrow('FILE_LINK_SECRET');
  });

  it('refuses a policy version too long to be a label', () => {
    expect(() => readConfig({ TERMS_VERSION: 'x'.repeat(65) }, '/repo')).toThrow('TERMS_VERSION');
  });

  it('refuses a port that is not a number', () => {
    expect(() => readConfig({ PORT: 'http' }, '/repo')).toThrow('PORT');
  });

  it('leaves the pool size to the driver unless set, and refuses a pool with no connection', () => {
    const url = 'postgres://db/care';
    // Compose passes the variable empty when the operator sets nothing.
    for (const unset of [{}, { DATABASE_POOL_SIZE: '' }])
      expect(readConfig({ DATABASE_URL: url, ...unset }, '/repo').database).toEqual({
        databaseUrl: url,
        poolSize: undefined,
      });
    for (const size of ['0', 'ten', '2.5'])
      expect(() => readConfig({ DATABASE_URL: url, DATABASE_POOL_SIZE: size }, '/repo')).toThrow(
        'DATABASE_POOL_SIZE',
      );
  });

  it('refuses mail settings that would send wrong links or from a made-up sender', () => {
    expect(() => readConfig({ PUBLIC_URL: 'localhost:3000' }, '/repo')).toThrow('PUBLIC_URL');
    expect(() => readConfig({ PUBLIC_URL: 'ftp://panel.example.org' }, '/repo')).toThrow(
      'PUBLIC_URL',
    );
    expect(() => readConfig({ SMTP_URL: 'http://smtp.example.org' }, '/repo')).toThrow(
      'SMTP_URL must be an smtp:// or smtps:// URL',
    );
    expect(() => readConfig({ SMTP_URL: 'smtp://user:secret@smtp.example.org' }, '/repo')).toThrow(
      'MAIL_FROM is required when SMTP_URL is set',
    );
    // The password in SMTP_URL never appears in a message.
    for (const SMTP_URL of ['smtp://user:secret@smtp.example.org', 'smtp//user:secret@host']) {
      const message = (() => {
        try {
          readConfig({ SMTP_URL }, '/repo');
          return '';
        } catch (error) {
          return (error as Error).message;
        }
      })();
      expect(message).toMatch(/SMTP_URL|MAIL_FROM/);
      expect(message).not.toContain('secret');
    }
  });

  it('refuses a time zone that does not exist', () => {
    expect(() => readConfig({ TZ: 'Europe/Atlantis' }, '/repo')).toThrow('TZ');
  });
});

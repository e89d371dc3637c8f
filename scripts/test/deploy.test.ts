// docker-compose.yml and deploy/ run only in `pnpm test:deploy`, which needs a Docker engine, so
// here every name they use is checked against the code instead: services and the apps they
// build, ports, volumes, healthchecks, the environment the API and config.json read.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { parse } from 'yaml';
import {
  endpoints,
  prerenderedSignInPageHtml,
  remoteNames,
  signInPagePaths,
  SIGN_IN_PAGES_DIR,
  SIGN_IN_PAGES_HTML,
} from '../../packages/contracts/src';
import { INLINE_SCRIPT_SOURCES_JSON } from '../../packages/serve/src/app-inline-scripts';
import { defaultRuntimeConfig } from '../../packages/serve/src/runtime-config';
import { startStaticServer } from '../../packages/serve/src/static-server';
import { defaultProjectId, readConfig } from '../../services/api/src/config';
import { apiNodeFlags } from '../../services/api/scripts/node-flags.mjs';
import { apiBuild } from '../stack.mjs';
import { emulatorProjectId } from '../emulator.mjs';

const root = join(__dirname, '../..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');

type Env = Record<string, string | undefined>;

interface Service {
  image?: string;
  build?: { context: string; dockerfile: string; args?: Record<string, string> };
  environment?: Record<string, string>;
  ports?: string[];
  expose?: string[];
  volumes?: string[];
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
}

const compose = parse(read('docker-compose.yml'), { merge: true }) as {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
};
const services = compose.services;
const service = (name: string) => {
  const found = services[name];
  if (!found) throw new Error(`docker-compose.yml has no service ${name}`);
  return found;
};

/** docker compose's interpolation of `${NAME}`, `${NAME-default}`, `${NAME:-default}`, `${NAME:?error}`. */
function interpolate(value: string, env: Env): string {
  return value.replace(
    /\$\{([A-Z_][A-Z0-9_]*)(?:(:?)([-?])([^}]*))?\}/g,
    (_match, name: string, colon: string, operator: string, word: string) => {
      const current = env[name];
      const missing = current === undefined || (colon === ':' && current === '');
      if (operator === '?' && missing) throw new Error(`${name}: ${word}`);
      if (operator === '-' && missing) return word;
      return current ?? '';
    },
  );
}

/** A service's environment as its container sees it, for the operator's environment `env`. */
function environmentOf(name: string, env: Env): Record<string, string> {
  return Object.fromEntries(
    Object.entries(service(name).environment ?? {}).map(([key, value]) => [
      key,
      interpolate(String(value), env),
    ]),
  );
}

/** What an operator must set (docker-compose.yml refuses to start without them). */
const required = { POSTGRES_PASSWORD: 'secret', FILE_LINK_SECRET: 'x'.repeat(32) };
/** A real Firebase project instead of the emulator, chosen by the environment alone. */
const realFirebase = {
  ...required,
  FIREBASE_AUTH_EMULATOR_HOST: '',
  AUTH_EMULATOR_URL: '',
  FIREBASE_PROJECT_ID: 'hospice-prod',
  FIREBASE_API_KEY: 'AIza-real',
  FIREBASE_AUTH_DOMAIN: 'hospice-prod.firebaseapp.com',
  FIREBASE_APP_ID: '1:2:web:3',
};

/** The variables a reader of the environment asks for. */
function variablesRead(reader: (env: Env) => unknown, ...envs: Env[]): Set<string> {
  const names = new Set<string>();
  for (const env of envs) {
    reader(
      new Proxy(env, {
        get: (target, key) => {
          if (typeof key === 'string') names.add(key);
          return target[key as string];
        },
      }),
    );
  }
  return names;
}

/** `ENV` values and the `CMD` of a Dockerfile. */
function dockerfile(file: string) {
  const text = read(file).replace(/\\\n/g, ' ');
  const env: Record<string, string> = {};
  for (const [, body = ''] of text.matchAll(/^ENV\s+(.+)$/gm)) {
    for (const [, key = '', value = ''] of body.matchAll(/([A-Z_][A-Z0-9_]*)=(\S+)/g)) {
      env[key] = value;
    }
  }
  const cmd = [...text.matchAll(/^CMD\s+(\[.*\])\s*$/gm)].map(([, json = '']) => JSON.parse(json));
  return { text, env, cmd: cmd.at(-1) as string[] | undefined };
}

/** `${NAME}` variables of an nginx template, as deploy/nginx/entrypoint.sh fills them. */
const templateVariables = (file: string) =>
  new Set([...read(file).matchAll(/\$\{([A-Z_][A-Z0-9_]*)\}/g)].map(([, name = '']) => name));

const containerPort = (mapping: string) => Number(mapping.split(':').at(-1));
const appNames = ['shell', ...remoteNames] as const;
const appDir = (app: string) => (app === 'shell' ? 'hosts/shell' : `remotes/${app}`);
const staticDockerfile = dockerfile('deploy/static/Dockerfile');
const frontDoorDockerfile = dockerfile('deploy/front-door/Dockerfile');
const apiDockerfile = dockerfile('deploy/api/Dockerfile');
const emulatorConfig = JSON.parse(read('deploy/auth-emulator/firebase.json')) as {
  emulators: { auth: { port: number } };
};

/** The port each service listens on inside its container. */
const listensOn: Record<string, number> = {
  postgres: 5432,
  auth: emulatorConfig.emulators.auth.port,
  api: Number(environmentOf('api', required).PORT),
  'front-door': Number(frontDoorDockerfile.env.PORT),
  ...Object.fromEntries(appNames.map((app) => [app, Number(staticDockerfile.env.PORT)])),
};

describe('docker-compose.yml', () => {
  it('runs PostgreSQL, the Auth emulator, the API, the front door and every app as its own service', () => {
    expect(Object.keys(services).sort()).toEqual(
      ['postgres', 'auth', 'api', 'front-door', ...appNames].sort(),
    );
  });

  it('builds each app from its own folder with the static-app Dockerfile', () => {
    for (const app of appNames) {
      const build = service(app).build;
      expect(build?.dockerfile).toBe('deploy/static/Dockerfile');
      expect(build?.args).toEqual({ APP: app, APP_DIR: appDir(app) });
      const manifest = JSON.parse(read(`${appDir(app)}/package.json`)) as {
        scripts?: Record<string, string>;
      };
      expect(manifest.scripts?.build).toBeDefined();
    }
    expect(staticDockerfile.text).toContain('COPY --from=build /repo/${APP_DIR}/dist');
  });

  it('names only Dockerfiles that exist, built from the repository root', () => {
    for (const [name, { build, image }] of Object.entries(services)) {
      if (!build) {
        // The official image unless POSTGRES_IMAGE names another build (pnpm test:deploy's).
        expect({ name, image }).toEqual({
          name,
          image: expect.stringMatching(/^\$\{POSTGRES_IMAGE:-postgres:\d+[^}]*\}$/),
        });
        continue;
      }
      expect(build.context).toBe('.');
      expect(existsSync(join(root, build.dockerfile))).toBe(true);
    }
  });

  it("starts the API with the command pnpm start runs: its compiled build under node, with the API's node flags", () => {
    const apiPackage = JSON.parse(read('services/api/package.json')) as {
      scripts: Record<string, string>;
    };
    const started = ['node', ...apiNodeFlags, relative(join(root, 'services/api'), apiBuild)];

    expect(apiDockerfile.cmd).toEqual(started);
    expect(apiPackage.scripts.start).toBe(started.join(' '));
    expect(apiDockerfile.text).toContain('pnpm --filter @care/api build');
    // The migrations sit one folder above dist/, where src/paths.ts looks for them.
    expect(apiDockerfile.text).toContain('COPY --from=build /repo/services/api/drizzle ./drizzle');
    expect(existsSync(join(root, 'services/api/drizzle'))).toBe(true);
    // Not root.
    expect(apiDockerfile.text).toMatch(/^USER node$/m);
    expect(staticDockerfile.text).toMatch(/^USER nginx$/m);
    expect(frontDoorDockerfile.text).toMatch(/^USER nginx$/m);
  });

  it('sets only variables the API reads, and the API accepts them', () => {
    const pgliteEnv = { PORT: '1' };
    const variables = variablesRead(
      (env) => readConfig(env as NodeJS.ProcessEnv, root),
      { ...environmentOf('api', required) },
      pgliteEnv,
      { SMTP_URL: 'smtp://mail', MAIL_FROM: 'a <a@b.c>' },
    );
    // firebase-admin reads it; scripts/stack.mjs gives it to the API the same way.
    variables.add('FIREBASE_AUTH_EMULATOR_HOST');
    expect(read('scripts/stack.mjs')).toContain('FIREBASE_AUTH_EMULATOR_HOST:');

    expect(
      Object.keys(service('api').environment ?? {}).filter((name) => !variables.has(name)),
    ).toEqual([]);

    const config = readConfig(environmentOf('api', required) as NodeJS.ProcessEnv, root);
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: listensOn.api,
      database: { databaseUrl: 'postgres://care:secret@postgres:5432/care' },
      firebaseProjectId: defaultProjectId,
      corsOrigins: [],
      trustProxy: true,
      seedDemo: false,
      fileLinkSecret: required.FILE_LINK_SECRET,
    });
    expect(config.mail.outboxDir).toBe(environmentOf('api', required).OUTBOX_DIR);
  });

  it('switches the API and config.json from the emulator to a real Firebase project by environment alone', () => {
    const emulated = environmentOf('api', required);
    const real = environmentOf('api', realFirebase);
    const shell = JSON.parse(renderConfigJson(environmentOf('shell', realFirebase))) as Record<
      string,
      unknown
    >;

    expect(emulated.FIREBASE_AUTH_EMULATOR_HOST).toBe(`auth:${listensOn.auth}`);
    expect(real.FIREBASE_AUTH_EMULATOR_HOST).toBe('');
    expect(readConfig(real as NodeJS.ProcessEnv, root).firebaseProjectId).toBe('hospice-prod');
    expect(shell).not.toHaveProperty('authEmulatorUrl');
    expect(shell.firebase).toEqual({
      apiKey: 'AIza-real',
      authDomain: 'hospice-prod.firebaseapp.com',
      projectId: 'hospice-prod',
      appId: '1:2:web:3',
    });
  });

  it("gives the apps only variables config.json is made of, and points the shell's remotes at the front door", () => {
    const envs: Env[] = [{}, ...appNames.map((app) => environmentOf(app, required))];
    const variables = variablesRead((env) => defaultRuntimeConfig(env), ...envs);
    for (const app of appNames) {
      expect(
        Object.keys(service(app).environment ?? {}).filter((name) => !variables.has(name)),
      ).toEqual([]);
    }
    expect(defaultRuntimeConfig(environmentOf('shell', required)).remotes).toEqual(
      Object.fromEntries(remoteNames.map((name) => [name, `/remotes/${name}/mf-manifest.json`])),
    );
  });

  it('publishes or exposes each service on the port it listens on', () => {
    for (const [name, { ports = [], expose = [] }] of Object.entries(services)) {
      for (const port of [...ports, ...expose]) {
        expect({ name, port: containerPort(port) }).toEqual({ name, port: listensOn[name] });
      }
    }
    expect(service('front-door').ports).toEqual(['${PUBLIC_PORT:-8080}:8080']);
  });

  it('declares every named volume it mounts, and mounts every one it declares', () => {
    const mounted = Object.values(services).flatMap(({ volumes = [] }) =>
      volumes.map((volume) => volume.split(':')[0] ?? ''),
    );
    expect(mounted.every((volume) => /^[a-z][a-z0-9_-]*$/.test(volume))).toBe(true);
    expect([...new Set(mounted)].sort()).toEqual(Object.keys(compose.volumes).sort());
    expect(service('postgres').volumes).toEqual(['pgdata:/var/lib/postgresql/data']);
    expect(service('api').volumes).toEqual([`outbox:${environmentOf('api', required).OUTBOX_DIR}`]);
  });

  it('checks the health of every service at an address that answers', () => {
    const url = (name: string) => {
      const test = service(name).healthcheck?.test.join(' ') ?? '';
      const found = /http:\/\/127\.0\.0\.1:(\d+)(\/[^'" ]*)/.exec(test);
      if (!found) throw new Error(`${name}: no healthcheck URL in ${test}`);
      return { port: Number(found[1]), path: found[2] };
    };
    expect(url('api')).toEqual({ port: listensOn.api, path: '/ready' });
    expect(read('services/api/src/app.ts')).toContain("app.get('/ready'");
    expect(url('auth')).toEqual({ port: listensOn.auth, path: '/' });
    for (const app of appNames) {
      expect(url(app)).toEqual({ port: listensOn[app], path: '/config.json' });
    }
    expect(read('deploy/nginx/static.conf.template')).toContain('location = /config.json {');
    expect(url('front-door')).toEqual({ port: listensOn['front-door'], path: '/healthz' });
    expect(read('deploy/nginx/front-door.conf.template')).toContain('location = /healthz {');

    const postgres = environmentOf('postgres', required);
    expect(service('postgres').healthcheck?.test).toEqual([
      'CMD',
      'pg_isready',
      '-U',
      postgres.POSTGRES_USER,
      '-d',
      postgres.POSTGRES_DB,
    ]);
  });

  it('uses no option of depends_on that docker-compose 1.29 refuses (only a condition)', () => {
    for (const [name, { depends_on: dependsOn = {} }] of Object.entries(services)) {
      for (const [dependency, options] of Object.entries(dependsOn)) {
        expect({ name, dependency, options: Object.keys(options) }).toEqual({
          name,
          dependency,
          options: ['condition'],
        });
      }
    }
  });

  it('waits only for services that exist, and for health only where a healthcheck is', () => {
    for (const { depends_on: dependsOn = {} } of Object.values(services)) {
      for (const [name, { condition }] of Object.entries(dependsOn)) {
        if (condition === 'service_healthy') expect(service(name).healthcheck).toBeDefined();
        else expect(service(name)).toBeDefined();
      }
    }
  });

  it('runs the Auth emulator the repository runs, for the project the API expects', () => {
    const rootPackage = JSON.parse(read('package.json')) as {
      devDependencies: Record<string, string>;
    };
    const emulator = dockerfile('deploy/auth-emulator/Dockerfile');

    expect(emulator.text).toContain(
      `ARG FIREBASE_TOOLS_VERSION=${rootPackage.devDependencies['firebase-tools']}`,
    );
    expect(emulator.cmd).toEqual([
      'firebase',
      'emulators:start',
      '--only',
      'auth',
      '--project',
      emulatorProjectId,
    ]);
    expect(emulatorProjectId).toBe(defaultProjectId);
  });
});

describe('the front door', () => {
  const template = 'deploy/nginx/front-door.conf.template';
  const env = environmentOf('front-door', required);

  it('is given every upstream its template names, each a service on its port', () => {
    const fromImage = new Set(Object.keys(frontDoorDockerfile.env));
    const needed = [...templateVariables(template)].filter((name) => !fromImage.has(name));

    expect(needed.sort()).toEqual(Object.keys(env).sort());
    for (const [name, upstream] of Object.entries(env)) {
      const [host = '', port] = upstream.split(':');
      expect({ name, port: Number(port) }).toEqual({ name, port: listensOn[host] });
    }
    expect(env.API_UPSTREAM).toBe(`api:${listensOn.api}`);
    expect(env.SHELL_UPSTREAM).toBe(`shell:${listensOn.shell}`);
  });

  it('serves each remote under the path the shell is told to load it from', () => {
    const text = read(template);
    for (const name of remoteNames) {
      expect(text).toContain(
        `location /remotes/${name}/ {\n      proxy_pass http://\${${name.toUpperCase()}_UPSTREAM}/;`,
      );
      expect(env[`${name.toUpperCase()}_UPSTREAM`]).toBe(`${name}:${listensOn[name]}`);
    }
    expect(text).toContain('location /api/ {');
  });

  it('takes the largest upload the API accepts', () => {
    const largest = Math.max(
      ...Object.values(endpoints).map(
        (endpoint) => ('upload' in endpoint && endpoint.upload?.maxFileBytes) || 0,
      ),
    );
    const [, megabytes] = /client_max_body_size (\d+)m;/.exec(read(template)) ?? [];

    expect(largest).toBeGreaterThan(0);
    expect(Number(megabytes) * 1024 * 1024).toBeGreaterThan(largest);
  });
});

describe('the static apps', () => {
  it('find every variable of their nginx template in their image', () => {
    const fromImage = Object.keys(staticDockerfile.env);
    for (const name of templateVariables('deploy/nginx/static.conf.template')) {
      expect(fromImage).toContain(name);
    }
    expect(staticDockerfile.env.NGINX_TEMPLATE).toBe('/etc/care/static.conf.template');
  });

  it('add every header at the server, where no location drops it by adding its own', () => {
    const inLocation = (file: string) => {
      const blocks: boolean[] = [];
      const found: string[] = [];
      for (const line of read(file).split('\n')) {
        const code = line.replace(/#.*/, '').trim();
        if (code.startsWith('add_header') && blocks.includes(true)) found.push(code);
        if (code.endsWith('{')) blocks.push(code.startsWith('location'));
        if (code === '}') blocks.pop();
      }
      return found;
    };
    for (const file of ['static.conf.template', 'shell.conf', 'remote.conf']) {
      expect({ file, inLocation: inLocation(`deploy/nginx/${file}`) }).toEqual({
        file,
        inLocation: [],
      });
    }
    expect(read('deploy/nginx/static.conf.template')).toMatch(
      /^ {4}include \$\{RUN_DIR\}\/csp\.conf;$/m,
    );
  });

  it('answer the sign-in pages of the contracts with their rendered page', () => {
    const shellPart = read('deploy/nginx/shell.conf');
    const [, pattern = '', tries = ''] =
      /location ~ (\S+) \{\n\s*try_files ([^;]+);/.exec(shellPart) ?? [];
    for (const pagePath of Object.values(signInPagePaths)) {
      expect(pagePath).toMatch(new RegExp(pattern));
    }
    expect(tries.split(' ')).toEqual([
      `/${SIGN_IN_PAGES_DIR}$uri.html`,
      `/${SIGN_IN_PAGES_DIR}/index.html`,
      '/index.html',
    ]);
  });
});

/** deploy/nginx/config.jq, run the way the entrypoint runs it, with exactly this environment. */
function renderConfigJson(env: Env): string {
  return execFileSync('jq', ['-n', '-f', join(root, 'deploy/nginx/config.jq')], {
    env: { PATH: process.env.PATH, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

describe("config.json rendered at a container's start", () => {
  const sameAsServe = (env: Env) =>
    expect(JSON.parse(renderConfigJson(env))).toEqual(
      JSON.parse(JSON.stringify(defaultRuntimeConfig(env))),
    );

  it('is what @care/serve answers for the same environment', () => {
    sameAsServe({});
    sameAsServe(environmentOf('shell', required));
    sameAsServe(environmentOf('tags', realFirebase));
    sameAsServe({
      API_BASE_URL: 'https://api.example.org/api/v1',
      FIREBASE_API_KEY: 'key',
      FIREBASE_AUTH_DOMAIN: 'p.firebaseapp.com',
      FIREBASE_PROJECT_ID: 'p',
      FIREBASE_APP_ID: 'app',
      FIREBASE_MESSAGING_SENDER_ID: '42',
      FIREBASE_VAPID_KEY: 'vapid',
      AUTH_EMULATOR_URL: 'http://id.example.org:9099',
      TOKEN_SYNC_URL: '/sync',
      APP_STORE_URL: 'https://apps.apple.com/app/x',
      GOOGLE_PLAY_URL: 'https://play.google.com/store/apps/details?id=x',
      TERMS_URL: 'https://hospicjum.example.org/regulamin',
      REMOTE_TAGS_URL: 'https://cdn.example.org/tags/v2/mf-manifest.json',
    });
  });

  it('reads every variable @care/serve reads for it', () => {
    const servesFrom = variablesRead((env) => defaultRuntimeConfig(env), {});
    const jq = read('deploy/nginx/config.jq');
    for (const name of servesFrom) {
      const named = name.startsWith('REMOTE_')
        ? jq.includes('"REMOTE_\\(')
        : jq.includes(`"${name}"`);
      expect({ name, named }).toEqual({ name, named: true });
    }
  });

  it('refuses to start with a value the contract refuses', () => {
    expect(() => defaultRuntimeConfig({ API_BASE_URL: '' })).toThrow();
    expect(() => renderConfigJson({ API_BASE_URL: '' })).toThrow(/a required value is empty/);
    expect(() => renderConfigJson({ REMOTE_TAGS_URL: '' })).toThrow(/a required value is empty/);
  });
});

/** Each directive's sources, whatever the separators and the order of the directives. */
const directivesOf = (policy: string) =>
  Object.fromEntries(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );

describe("the Content-Security-Policy rendered at a container's start", () => {
  const inlineScripts = {
    panel: 'window.start = 1;',
    signIn: 'document.documentElement.lang = "pl";',
  };
  let dist: string;
  let runDir: string;
  /** A shell build: the panel's page and the sign-in pages, each with an inline script. */
  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'care-csp-dist-'));
    runDir = mkdtempSync(join(tmpdir(), 'care-csp-run-'));
    const page = (file: string, ...scripts: string[]) => {
      mkdirSync(dirname(join(dist, file)), { recursive: true });
      const inline = scripts.map((script) => `<script>${script}</script>`).join('');
      writeFileSync(
        join(dist, file),
        `<!doctype html><html><head>${inline}<script defer src="/main.js"></script></head><body></body></html>`,
      );
    };
    page('index.html', inlineScripts.panel);
    page(SIGN_IN_PAGES_HTML);
    page(prerenderedSignInPageHtml(signInPagePaths.login), inlineScripts.signIn);
    page(prerenderedSignInPageHtml(signInPagePaths.register), inlineScripts.panel);
    // What the shell's build does last.
    execFileSync(
      process.execPath,
      [join(root, 'packages/serve/bin/inline-script-sources.mjs'), 'shell', dist],
      { stdio: 'ignore' },
    );
  });
  afterAll(() => {
    rmSync(dist, { recursive: true, force: true });
    rmSync(runDir, { recursive: true, force: true });
  });

  /** deploy/nginx/entrypoint.sh for an app, stopping short of nginx: the header it renders. */
  function nginxPolicy(app: string, appRoot: string, env: Env) {
    const appRunDir = mkdtempSync(join(runDir, `${app}-`));
    execFileSync('sh', [join(root, 'deploy/nginx/entrypoint.sh'), 'true'], {
      env: {
        PATH: process.env.PATH,
        NGINX_TEMPLATE: join(root, 'deploy/nginx/static.conf.template'),
        RUN_DIR: appRunDir,
        PORT: '8080',
        APP: app,
        APP_ROOT: appRoot,
        ...env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    const line = readFileSync(join(appRunDir, 'csp.conf'), 'utf8');
    const [, policy = ''] =
      /^add_header Content-Security-Policy "([^"]+)" always;\n$/.exec(line) ?? [];
    expect(readFileSync(join(appRunDir, 'nginx.conf'), 'utf8')).toContain(
      `include ${appRunDir}/csp.conf;`,
    );
    return policy;
  }

  /** What @care/serve sends for the same build and environment. */
  async function servePolicy(app: 'shell' | 'tags', dir: string, env: Env) {
    const server = await startStaticServer({
      app,
      dir,
      port: 0,
      host: '127.0.0.1',
      runtimeConfig: defaultRuntimeConfig(env),
    });
    try {
      const { port } = server.server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/organization/any/tags`);
      await response.arrayBuffer();
      return response.headers.get('content-security-policy') ?? '';
    } finally {
      await server.close();
    }
  }

  const sameAsServe = async (env: Env) => {
    const nginx = directivesOf(nginxPolicy('shell', dist, env));
    const serve = directivesOf(await servePolicy('shell', dist, env));
    expect(nginx).toEqual(serve);
    return nginx;
  };

  it("allows the hashes of the shell's inline scripts that its build wrote, and no other", async () => {
    const written = JSON.parse(readFileSync(join(dist, INLINE_SCRIPT_SOURCES_JSON), 'utf8'));
    // Remotes under the front door, as docker-compose.yml has it: same origin.
    const policy = await sameAsServe(environmentOf('shell', required));
    const hash = (script: string) =>
      `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

    expect([...written].sort()).toEqual(
      [hash(inlineScripts.panel), hash(inlineScripts.signIn)].sort(),
    );
    expect(policy['script-src']).toEqual(["'self'", ...written, 'https://apis.google.com']);
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
  });

  it('is what @care/serve sends for the same environment', async () => {
    await sameAsServe({});
    // Remotes, the API and the token sync on other hosts.
    const elsewhere = await sameAsServe({
      API_BASE_URL: 'https://api.example.org/api/v1',
      TOKEN_SYNC_URL: 'https://sync.example.org/token',
      AUTH_EMULATOR_URL: 'http://id.example.org:9099',
      REMOTE_TAGS_URL: 'https://cdn.example.org/tags/v2/mf-manifest.json',
      REMOTE_MEMBERS_URL: 'http://Members.example.org:80/mf-manifest.json',
      REMOTE_ORDERS_URL: 'https://cdn.example.org:8443/orders/mf-manifest.json',
    });
    expect(elsewhere['script-src']).toContain('https://cdn.example.org:8443');
    // Push configured, on a real Firebase project.
    const push = await sameAsServe({
      ...environmentOf('shell', realFirebase),
      FIREBASE_MESSAGING_SENDER_ID: '42',
      FIREBASE_VAPID_KEY: 'vapid',
    });
    expect(push['connect-src']).toContain('https://fcmregistrations.googleapis.com');
    // No emulator, no push.
    const real = await sameAsServe(environmentOf('shell', realFirebase));
    expect(real['frame-src']).toEqual(["'self'", 'https://hospice-prod.firebaseapp.com']);
    expect(real['connect-src']).not.toContain('https://fcmregistrations.googleapis.com');
  });

  it("is a remote's too, without inline scripts", async () => {
    const remote = mkdtempSync(join(runDir, 'tags-dist-'));
    writeFileSync(join(remote, 'index.html'), '<!doctype html><script>window.x = 1;</script>');
    const env = environmentOf('tags', required);

    const nginx = directivesOf(nginxPolicy('tags', remote, env));

    expect(nginx).toEqual(directivesOf(await servePolicy('tags', remote, env)));
    expect(nginx['script-src']?.join(' ')).not.toContain('sha256');
  });

  it("refuses to start the shell without its build's inline script sources", () => {
    const older = mkdtempSync(join(runDir, 'shell-dist-'));
    writeFileSync(join(older, 'index.html'), '<!doctype html>');

    expect(() => nginxPolicy('shell', older, {})).toThrow(/inline-script-sources\.json is missing/);
  });
});

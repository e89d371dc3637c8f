#!/usr/bin/env node
// pnpm test:deploy — the production composition (docker-compose.yml) built and run on this
// machine, then tested as a user would: the images of the file, started by Compose on free
// ports, healthy, and the Playwright suite's deployment mode (BASE_URL) against the front door.
//
// It needs a Docker engine, debootstrap and Compose (1.29 or v2): .ci/run installs them on a
// fresh machine; this script installs nothing. When no engine answers and it runs as root, it
// starts dockerd itself and stops that one (by its pid) at the end.
//
// No image registry is reachable from these machines, so the base images are made here from
// Debian's packages (deploy/base/*.Dockerfile over a debootstrap root file system), named by a
// hash of their recipe so a later run finds them, and handed to deploy/'s Dockerfiles as the
// build arguments they take (NODE_IMAGE, NGINX_IMAGE, and POSTGRES_IMAGE for Compose).
// Production keeps the official images, the Dockerfiles' defaults.
//
// The machine's own ways to its registries (apt sources, npm registry, CA certificates) are
// read from its configuration at run time and passed to the builds as secrets: they reach the
// RUN steps that install packages and no layer of any image.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { freePort } from './ports.mjs';

const root = new URL('..', import.meta.url).pathname;
const startedAt = Date.now();
const work = mkdtempSync(join(tmpdir(), 'care-deploy-'));
const stages = [];
const cleanups = [];

/** The Playwright specs run against the deployment: sign-in, every remote, an order handled. */
const specs = [
  'e2e/tests/suite-runs-against-any-deployment.spec.ts',
  'e2e/tests/operator-signs-in.spec.ts',
  'e2e/tests/deployment-opens-every-remote.spec.ts',
  'e2e/tests/operator-handles-orders.spec.ts',
];

/** The Debian release the nginx and PostgreSQL bases come from, and the Node base's. */
const debianRelease = 'bookworm';
// Node 20.19 (the engines of package.json) is first packaged by Debian in trixie.
const nodeRelease = 'trixie';

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const megabytes = (bytes) => `${(bytes / 1e6).toFixed(0)} MB`;

/** Times one stage of the run; its figure goes into the closing report. */
async function stage(name, work) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  try {
    return await work();
  } finally {
    const ms = Date.now() - started;
    stages.push({ name, ms });
    console.log(`  ${name}: ${seconds(ms)}`);
  }
}

/** Runs a command to its end with its output shown; throws when it fails. */
function run(command, args, { env = {}, quiet = false, cwd = root } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', quiet ? 'pipe' : 'inherit', quiet ? 'pipe' : 'inherit'],
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve(output);
      else {
        if (quiet) process.stderr.write(output.split('\n').slice(-40).join('\n'));
        reject(new Error(`${command} ${args.join(' ')}: ${signal ?? `exit ${code}`}`));
      }
    });
  });
}

/** A command's standard output, or null when it fails. */
function capture(command, args, env = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  return result.status === 0 ? result.stdout.trim() : null;
}

// The Docker CLI: one that builds with BuildKit on its own (the docker.io package's), unless
// DOCKER names one; a newer CLI without its buildx plugin cannot run a BuildKit build.
const docker =
  process.env.DOCKER ??
  (capture('docker', ['buildx', 'version']) !== null || !existsSync('/usr/bin/docker')
    ? 'docker'
    : '/usr/bin/docker');
const dockerEnv = { DOCKER_BUILDKIT: '1' };

/** Compose: the v2 plugin where the CLI has it, else docker-compose (Debian's 1.29). */
function composeCommand() {
  if (capture(docker, ['compose', 'version']) !== null) return [docker, 'compose'];
  if (capture('docker-compose', ['version']) !== null) return ['docker-compose'];
  throw new Error("No Docker Compose here: .ci/run installs Debian's docker-compose.");
}

/** Answers once the engine does; starts dockerd (as root) when none does. */
async function ensureEngine() {
  if (capture(docker, ['info', '--format', '{{.ServerVersion}}']) !== null) return;
  if (process.getuid?.() !== 0)
    throw new Error('No Docker engine answers, and only root starts one.');
  if (!existsSync('/usr/sbin/dockerd')) throw new Error('No dockerd: .ci/run installs docker.io.');
  const log = join(work, 'dockerd.log');
  // Niced, so the builds it runs yield the machine's two cores to whatever else runs.
  const daemon = spawn('nice', ['-n', '10', '/usr/sbin/dockerd'], {
    stdio: ['ignore', openSync(log, 'a'), openSync(log, 'a')],
    detached: true,
  });
  console.log(`  started dockerd (pid ${daemon.pid}, log ${log})`);
  cleanups.push(async () => {
    process.kill(daemon.pid, 'SIGTERM');
    await new Promise((resolve) => {
      if (daemon.exitCode !== null) resolve();
      daemon.on('exit', resolve);
      setTimeout(resolve, 30_000);
    });
    console.log(`  stopped dockerd (pid ${daemon.pid})`);
  });
  for (let waited = 0; waited < 60_000; waited += 500) {
    if (daemon.exitCode !== null) break;
    if (capture(docker, ['info', '--format', '{{.ServerVersion}}']) !== null) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`dockerd did not answer within 60 s:\n${readFileSync(log, 'utf8').slice(-2000)}`);
}

const imageExists = (name) => capture(docker, ['image', 'inspect', name]) !== null;

/** The machine's apt sources for `release`, in the two formats apt reads, from /etc/apt. */
function aptSources(release) {
  const files = (dir, ending) =>
    existsSync(dir)
      ? readdirSync(dir)
          .filter((name) => name.endsWith(ending))
          .map((name) => readFileSync(join(dir, name), 'utf8'))
      : [];
  const list = [
    ...(existsSync('/etc/apt/sources.list') ? [readFileSync('/etc/apt/sources.list', 'utf8')] : []),
    ...files('/etc/apt/sources.list.d', '.list'),
  ].join('\n');
  const sources = files('/etc/apt/sources.list.d', '.sources').join('\n\n');
  // The machine's release names its suites (bookworm, bookworm-updates, …); another release
  // takes the same archives under its own name.
  const machineRelease = /^VERSION_CODENAME=(.+)$/m.exec(
    readFileSync('/etc/os-release', 'utf8'),
  )?.[1];
  const forRelease = (text) =>
    machineRelease && machineRelease !== release
      ? text.replace(new RegExp(`\\b${machineRelease}\\b`, 'g'), release)
      : text;
  return { list: forRelease(list), sources: forRelease(sources) };
}

/** The first archive the machine's apt sources name: debootstrap's mirror. */
function debianMirror() {
  const { list, sources } = aptSources(debianRelease);
  const uri =
    /^URIs:\s*(\S+)/m.exec(sources)?.[1] ??
    /^deb\s+(?:\[[^\]]*\]\s+)?(\S+)\s+\S+\s+main/m.exec(list)?.[1];
  if (!uri) throw new Error("The machine's apt sources name no Debian archive.");
  return uri;
}

/** The secrets every build gets: the machine's ways to its registries, read now. */
function buildSecrets(release) {
  const dir = mkdtempSync(join(work, `secrets-${release}-`));
  const { list, sources } = aptSources(release);
  const files = {
    'apt-sources': sources,
    'apt-sources-list': list,
    'ca-certificates': readFileSync('/etc/ssl/certs/ca-certificates.crt', 'utf8'),
    'npm-registry': capture('npm', ['config', 'get', 'registry']) ?? '',
  };
  return Object.entries(files).flatMap(([id, text]) => {
    const path = join(dir, id);
    writeFileSync(path, text, { mode: 0o600 });
    return ['--secret', `id=${id},src=${path}`];
  });
}

/** A hash of the files a base image is made from, and the release: its recipe. */
function recipeHash(release, files) {
  const hash = createHash('sha256').update(`debootstrap --variant=minbase ${release}\n`);
  for (const file of files) hash.update(file).update(readFileSync(join(root, file)));
  return hash.digest('hex').slice(0, 12);
}

/** Debian `release`'s minimal root file system as an image, made once per recipe. */
async function debianImage(release) {
  const name = `care-base/debian:${release}-${recipeHash(release, [])}`;
  if (imageExists(name)) return { name, built: false };
  const dir = join(work, `rootfs-${release}`);
  await run('nice', ['debootstrap', '--variant=minbase', release, dir, debianMirror()], {
    quiet: true,
  });
  // No package lists, downloaded packages or apt sources in the image: builds mount the machine's.
  for (const path of ['var/cache/apt/archives', 'var/lib/apt/lists']) {
    for (const entry of readdirSync(join(dir, path))) {
      if (entry.endsWith('.deb') || path.endsWith('lists'))
        rmSync(join(dir, path, entry), { recursive: true, force: true });
    }
  }
  rmSync(join(dir, 'etc/apt/sources.list'), { force: true });
  execFileSync('sh', ['-c', `tar -C "$0" -c . | "$1" import - "$2"`, dir, docker, name], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  rmSync(dir, { recursive: true, force: true });
  return { name, built: true };
}

/** A base image of deploy/base/, over a Debian image, made once per recipe. */
async function baseImage(kind, debian, release, extraFiles = []) {
  const dockerfile = `deploy/base/${kind}.Dockerfile`;
  const hash = recipeHash(release, [dockerfile, 'deploy/build-env.sh', ...extraFiles]);
  const name = `care-base/${kind}:${hash}-${debian.name.split('-').pop()}`;
  if (imageExists(name)) return { name, built: false };
  await run(
    docker,
    [
      'build',
      '--progress=plain',
      '-f',
      dockerfile,
      '--build-arg',
      `BASE_IMAGE=${debian.name}`,
      ...buildSecrets(release),
      '-t',
      name,
      '.',
    ],
    { env: dockerEnv, quiet: true },
  );
  return { name, built: true };
}

async function main() {
  const compose = composeCommand();
  const project = `care-deploy-${process.pid}`;
  const ports = { front: await freePort(), auth: await freePort() };
  console.log(`docker: ${docker}; compose: ${compose.join(' ')}; project ${project}`);

  await stage('engine', ensureEngine);

  const bases = await stage('base images', async () => {
    const bookworm = await debianImage(debianRelease);
    const trixie = await debianImage(nodeRelease);
    const nginx = await baseImage('nginx', bookworm, debianRelease);
    const postgres = await baseImage('postgres', bookworm, debianRelease, [
      'deploy/base/postgres-entrypoint.sh',
    ]);
    const node = await baseImage('node', trixie, nodeRelease);
    const all = { bookworm, trixie, nginx, postgres, node };
    for (const [kind, { name, built }] of Object.entries(all)) {
      console.log(`  ${kind}: ${name} (${built ? 'built' : 'cached'})`);
    }
    return all;
  });

  const environment = {
    COMPOSE_PROJECT_NAME: project,
    POSTGRES_PASSWORD: randomBytes(18).toString('hex'),
    FILE_LINK_SECRET: randomBytes(24).toString('hex'),
    POSTGRES_IMAGE: bases.postgres.name,
    PUBLIC_PORT: String(ports.front),
    PUBLIC_URL: `http://localhost:${ports.front}`,
    AUTH_PORT: String(ports.auth),
    AUTH_EMULATOR_URL: `http://localhost:${ports.auth}`,
    SEED_DEMO: '1',
  };
  const composeRun = (args, options = {}) =>
    run(compose[0], [...compose.slice(1), '-f', 'docker-compose.yml', '-p', project, ...args], {
      ...options,
      env: { ...environment, ...options.env },
    });

  // The file as Compose reads it: each service's build, exactly as `up --build` would build it.
  // The builds run here with `docker build` rather than through Compose, because only the CLI
  // hands BuildKit secrets to a build on Compose 1.29; then Compose starts the images by the
  // names it gives them (project_service for 1.29, project-service for v2).
  const config = parse(await composeRun(['config'], { quiet: true }));
  const built = Object.entries(config.services).filter(([, service]) => service.build);
  const images = [];
  await stage('app images', async () => {
    for (const [name, { build }] of built) {
      const tag = `care-deploy/${name}:local`;
      const started = Date.now();
      const args = Object.entries(build.args ?? {}).flatMap(([key, value]) => [
        '--build-arg',
        `${key}=${value}`,
      ]);
      await run(
        docker,
        [
          'build',
          '--progress=plain',
          '-f',
          join(build.context, build.dockerfile),
          ...args,
          '--build-arg',
          `NODE_IMAGE=${bases.node.name}`,
          '--build-arg',
          `NGINX_IMAGE=${bases.nginx.name}`,
          ...buildSecrets(nodeRelease),
          '-t',
          tag,
          build.context,
        ],
        { env: dockerEnv, quiet: true },
      );
      for (const composeName of [`${project}_${name}`, `${project}-${name}`]) {
        execFileSync(docker, ['tag', tag, composeName]);
        cleanups.push(() => capture(docker, ['rmi', composeName]));
      }
      const ms = Date.now() - started;
      images.push({ name, tag, ms });
      console.log(`  ${name}: ${seconds(ms)}`);
    }
  });

  cleanups.push(() =>
    composeRun(['down', '-v', '--remove-orphans'], { quiet: true }).catch((error) =>
      console.error(error.message),
    ),
  );
  await stage('stack up and healthy', async () => {
    await composeRun(['up', '-d', '--no-build'], { quiet: true });
    await waitHealthy(compose, project, environment);
  });

  const checks = await stage('image checks', () =>
    checkImages(compose, project, environment, images, bases),
  );

  const e2e = await stage('e2e against the front door', () =>
    // The whole composition shares the machine's two cores with the browser: a test gets 90 s,
    // as e2e/README.md advises on a loaded machine.
    run(
      'pnpm',
      [
        'exec',
        'playwright',
        'test',
        '-c',
        'e2e/playwright.config.ts',
        '--timeout=90000',
        // With PLAYWRIGHT_JSON_OUTPUT_NAME set (pnpm test does), the counts go to that report too.
        ...(process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? ['--reporter=list,json'] : []),
        ...specs,
      ],
      {
        env: { BASE_URL: `http://localhost:${ports.front}` },
      },
    ).then(
      () => true,
      (error) => {
        console.error(error.message);
        return false;
      },
    ),
  );

  if (!e2e) {
    // What the API answered while the specs ran, by status: refusals (429) or errors (5xx) say why.
    const log = await composeRun(['logs', '--no-color', 'api'], { quiet: true }).catch(() => '');
    const statuses = {};
    for (const [, status] of log.matchAll(/"statusCode":(\d{3})/g)) {
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
    console.log(`\nThe API's answers by status during the run: ${JSON.stringify(statuses)}`);
  }

  console.log('\nImages:');
  for (const { name, tag } of images) {
    const size = Number(capture(docker, ['image', 'inspect', '-f', '{{.Size}}', tag]));
    console.log(`  ${name.padEnd(12)} ${megabytes(size).padStart(7)}`);
  }
  for (const kind of ['postgres']) {
    const size = Number(capture(docker, ['image', 'inspect', '-f', '{{.Size}}', bases[kind].name]));
    console.log(`  ${kind.padEnd(12)} ${megabytes(size).padStart(7)} (base image)`);
  }
  return e2e && checks;
}

/** Containers of the project, by service. */
function containersOf(compose, project) {
  const ids = (
    capture(docker, ['ps', '-aq', '--filter', `label=com.docker.compose.project=${project}`]) ?? ''
  )
    .split('\n')
    .filter(Boolean);
  return ids.map((id) => {
    const [service, state, health, readOnly, user] = (
      capture(docker, [
        'inspect',
        '-f',
        '{{index .Config.Labels "com.docker.compose.service"}}|{{.State.Status}}|{{if .State.Health}}{{.State.Health.Status}}{{end}}|{{.HostConfig.ReadonlyRootfs}}|{{.Config.User}}',
        id,
      ]) ?? ''
    ).split('|');
    return { id, service, state, health, readOnly: readOnly === 'true', user };
  });
}

/** Every container running and healthy, within 5 minutes; else the laggards' logs. */
async function waitHealthy(compose, project) {
  const deadline = Date.now() + 300_000;
  for (;;) {
    const containers = containersOf(compose, project);
    const waiting = containers.filter(
      (c) => c.state !== 'running' || (c.health && c.health !== 'healthy'),
    );
    if (containers.length > 0 && waiting.length === 0) {
      console.log(`  ${containers.length} containers healthy`);
      return;
    }
    if (Date.now() > deadline) {
      for (const { id, service } of waiting) {
        console.error(
          `--- ${service} (${id}) ---\n${capture(docker, ['logs', '--tail', '40', id]) ?? ''}`,
        );
      }
      throw new Error(
        `Not healthy after 5 min: ${waiting.map((c) => `${c.service} ${c.state}/${c.health}`).join(', ')}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

/**
 * What the final images promise: a user other than root in every running container, a
 * read-only root file system where the file sets one, and no dev dependency in the API's image.
 */
async function checkImages(compose, project, _environment, images) {
  const failures = [];
  for (const container of containersOf(compose, project)) {
    const uid = capture(docker, ['exec', container.id, 'id', '-u']);
    if (uid === null || uid === '0') failures.push(`${container.service} runs as uid ${uid}`);
    console.log(
      `  ${container.service.padEnd(12)} uid ${uid}${container.readOnly ? ', read-only root' : ''}`,
    );
  }
  const apiPackage = JSON.parse(readFileSync(join(root, 'services/api/package.json'), 'utf8'));
  const api = images.find((image) => image.name === 'api');
  const listing = capture(docker, [
    'run',
    '--rm',
    '--entrypoint',
    'node',
    api.tag,
    '-e',
    "const fs = require('fs'); const names = fs.readdirSync('node_modules').flatMap((n) => n.startsWith('@') ? fs.readdirSync('node_modules/' + n).map((m) => n + '/' + m) : [n]); console.log(JSON.stringify(names))",
  ]);
  const modules = listing ? JSON.parse(listing) : [];
  if (modules.length === 0) failures.push('the API image lists no node_modules');
  const dev = Object.keys(apiPackage.devDependencies ?? {}).filter((name) =>
    modules.includes(name),
  );
  if (dev.length > 0) failures.push(`the API's image holds dev dependencies: ${dev.join(', ')}`);
  else
    console.log(
      `  api image: none of its ${Object.keys(apiPackage.devDependencies ?? {}).length} dev dependencies`,
    );
  for (const failure of failures) console.error(`  ✗ ${failure}`);
  return failures.length === 0;
}

let passed = false;
let finishing = false;
async function finish() {
  if (finishing) return;
  finishing = true;
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup();
    } catch (error) {
      console.error(`cleanup: ${error.message}`);
    }
  }
  rmSync(work, { recursive: true, force: true });
}
// Stopped early (Ctrl-C, a CI timeout): the stack, the image names and a dockerd it started go too.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`\ntest:deploy: ${signal}, cleaning up`);
    void finish().then(() => process.exit(1));
  });
}
try {
  passed = await main();
} catch (error) {
  console.error(`\ntest:deploy: ${error.stack ?? error.message}`);
} finally {
  await finish();
  const total = Date.now() - startedAt;
  console.log(
    `\ntest:deploy ${passed ? 'passed' : 'failed'} in ${seconds(total)}: ` +
      stages.map(({ name, ms }) => `${name} ${seconds(ms)}`).join(', '),
  );
  process.exitCode = passed ? 0 : 1;
}

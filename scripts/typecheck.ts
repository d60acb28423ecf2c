import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * `npm run typecheck`: every workspace's own `typecheck` script, and the projects outside the workspaces
 * (journeys; the server with its benchmarks and the scripts), each a tsc process of its own. tsc uses one
 * core: run one after another they left the second core of the CI machine idle for the whole step, so as
 * many run at once as there are cores. Each project's output is printed whole when it ends, never interleaved with another's.
 */
const root = path.resolve(import.meta.dirname, '..');
const tsc = path.join(root, 'node_modules/.bin/tsc');

type Project = { name: string; command: string; args: string[] };

function workspaceProjects(): Project[] {
  const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    workspaces: string[];
  };
  return workspaces
    .filter((workspace) => {
      const manifest = JSON.parse(readFileSync(path.join(root, workspace, 'package.json'), 'utf8')) as {
        scripts?: Record<string, string>;
      };
      return manifest.scripts?.typecheck !== undefined;
    })
    .map((workspace) => ({
      name: workspace,
      command: 'npm',
      args: ['run', '-s', 'typecheck', '-w', workspace],
    }));
}

/** A project outside the workspaces, checked by tsc directly. */
function tscProject(name: string, config: string): Project {
  return { name, command: tsc, args: ['-p', config] };
}

/**
 * The benchmarks import much of the server: checked apart, the server's files were checked twice (session
 * 35: 16 s for the benchmarks and 22 s for the server, 23 s together), so they are one program. The
 * longest checks start first (the server's, then the apps'), so that none runs last alone.
 */
const SERVER = 'apps/server';
const workspaces = workspaceProjects().filter((project) => project.name !== SERVER);
const isApp = (project: Project) => project.name.startsWith('apps/');
const projects: Project[] = [
  tscProject('apps/server, bench, scripts', 'tsconfig.node.json'),
  ...workspaces.filter(isApp),
  tscProject('e2e', 'e2e/tsconfig.json'),
  ...workspaces.filter((project) => !isApp(project)),
];

function check(project: Project): Promise<boolean> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(project.command, project.args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`${code === 0 ? 'ok    ' : 'FAILED'} ${project.name} (${seconds} s)`);
      if (output.trim() !== '') console.log(output.trimEnd());
      resolve(code === 0);
    });
  });
}

const waiting = [...projects];
async function worker(): Promise<boolean> {
  let passed = true;
  for (let project = waiting.shift(); project; project = waiting.shift()) {
    if (!(await check(project))) passed = false;
  }
  return passed;
}

const workers = Math.max(1, Math.min(os.availableParallelism(), projects.length));
const results = await Promise.all(Array.from({ length: workers }, worker));
if (results.includes(false)) process.exit(1);

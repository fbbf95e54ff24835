import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The layout's rules, checked on the code itself so a change that breaks one fails here instead of
 * slowly eroding the structure: which folders may import which, no import circles, and functions
 * short enough to read at once.
 */
const root = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [relative] : [];
  });
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);
const productFiles = ['server', 'app', 'components']
  .flatMap(sourceFiles)
  .concat(['instrumentation.ts'])
  .filter((f) => !isTest(f));

const parsed = new Map<string, ts.SourceFile>();
function parse(file: string): ts.SourceFile {
  let source = parsed.get(file);
  if (!source) {
    source = ts.createSourceFile(
      file,
      fs.readFileSync(path.join(root, file), 'utf8'),
      ts.ScriptTarget.Latest,
      true,
    );
    parsed.set(file, source);
  }
  return source;
}

function importSpecifiers(file: string): string[] {
  const specifiers: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      specifiers.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(parse(file));
  return specifiers;
}

/** The project file an import names, or null for a package. */
function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = specifier.slice(2);
  else if (specifier.startsWith('.')) base = path.join(path.dirname(from), specifier);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(path.join(root, candidate)) && fs.statSync(path.join(root, candidate)).isFile()) {
      return path.normalize(candidate);
    }
  }
  return null;
}

const importsOf = new Map(
  productFiles.map((file) => [
    file,
    importSpecifiers(file)
      .map((s) => resolveImport(file, s))
      .filter((target): target is string => target !== null),
  ]),
);

const violations = (from: (f: string) => boolean, to: (f: string) => boolean) =>
  [...importsOf].flatMap(([file, targets]) =>
    from(file) ? targets.filter(to).map((target) => `${file} -> ${target}`) : [],
  );

/** Strongly connected components of more than one file (Tarjan). */
function importCircles(): string[][] {
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const connect = (file: string) => {
    order.set(file, index);
    low.set(file, index++);
    stack.push(file);
    onStack.add(file);
    for (const target of importsOf.get(file) ?? []) {
      if (!importsOf.has(target)) continue;
      if (!order.has(target)) {
        connect(target);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file) ?? 0, order.get(target) ?? 0));
      }
    }
    if (low.get(file) !== order.get(file)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member) {
        onStack.delete(member);
        component.push(member);
      }
    } while (member && member !== file);
    if (component.length > 1) circles.push(component.sort());
  };
  for (const file of importsOf.keys()) if (!order.has(file)) connect(file);
  return circles;
}

/** The folder of `server/` a file is in (`server/auth/x.ts` -> `auth`), or null outside one. */
const serverFolderOf = (file: string): string | null => /^server\/([^/]+)\//.exec(file)?.[1] ?? null;

/** Pairs of `server/` folders that import each other, each as `a <-> b` with `a` first by name. */
/** Folders of server/ each folder imports (files directly in server/ count as their own folder). */
function folderGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const [file, targets] of importsOf) {
    const from = serverFolderOf(file);
    if (!from) continue;
    for (const target of targets) {
      const to = serverFolderOf(target);
      if (to && from !== to) graph.set(from, (graph.get(from) ?? new Set()).add(to));
    }
  }
  return graph;
}

/** Groups of server/ folders that reach each other through their imports (a loop of any length). */
function folderCircles(): string[] {
  const graph = folderGraph();
  const reach = (start: string): Set<string> => {
    const seen = new Set<string>();
    const stack = [start];
    for (let folder = stack.pop(); folder !== undefined; folder = stack.pop()) {
      for (const next of graph.get(folder) ?? []) {
        if (seen.has(next)) continue;
        seen.add(next);
        stack.push(next);
      }
    }
    return seen;
  };
  const reached = new Map([...graph.keys()].map((folder) => [folder, reach(folder)]));
  const circles = new Set<string>();
  for (const [folder, from] of reached) {
    const loop = [...from].filter((other) => reached.get(other)?.has(folder)).sort();
    if (loop.length > 1) circles.add(loop.join(' <-> '));
  }
  return [...circles].sort();
}

type FunctionLength = { where: string; lines: number };

function functionLengths(file: string): FunctionLength[] {
  const source = parse(file);
  const lengths: FunctionLength[] = [];
  const lineOf = (position: number) => source.getLineAndCharacterOfPosition(position).line;
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const lines = lineOf(node.getEnd()) - lineOf(node.getStart(source)) + 1;
      lengths.push({ where: `${file}:${lineOf(node.getStart(source)) + 1}`, lines });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return lengths;
}

describe('the layout', () => {
  const inHttp = (f: string) => f.startsWith('server/http/');
  const inServer = (f: string) => f.startsWith('server/');

  it('keeps the domain free of the HTTP layer: nothing in server/ outside server/http imports it', () => {
    expect(violations((f) => inServer(f) && !inHttp(f), inHttp)).toEqual([]);
  });

  it('never imports pages or routes from server code', () => {
    expect(violations(inServer, (f) => f.startsWith('app/'))).toEqual([]);
  });

  it('keeps pages and components away from the database: they call server functions', () => {
    const ui = (f: string) => f.startsWith('app/') || f.startsWith('components/');
    expect(violations(ui, (f) => f.startsWith('server/db/'))).toEqual([]);
  });

  it('keeps product code away from benchmarks and test support', () => {
    expect(
      violations(
        () => true,
        (f) => f.startsWith('bench/') || f.startsWith('test/'),
      ),
    ).toEqual([]);
  });

  it('has no import circles', () => {
    expect(importCircles()).toEqual([]);
  });

  // A folder's imports run one way, so each can be read, tested and changed knowing what lies below it.
  it('has no folders of server/ that import each other, directly or around a loop', () => {
    expect(folderCircles()).toEqual([]);
  });

  it('keeps server functions short: none over 120 lines, at most five over 80', () => {
    const lengths = productFiles.filter(inServer).flatMap(functionLengths);
    expect(lengths.filter((f) => f.lines > 120)).toEqual([]);
    expect(lengths.filter((f) => f.lines > 80).length).toBeLessThanOrEqual(5);
  });
});

describe('the demo apart', () => {
  const inDemo = (f: string) => f.startsWith('server/demo/');

  it('keeps the demo out of the product: nothing in server/ outside server/demo and server/cli imports it', () => {
    const importer = (f: string) => f.startsWith('server/') && !inDemo(f) && !f.startsWith('server/cli/');
    expect(violations(importer, inDemo)).toEqual([]);
  });
});

describe('pages and components', () => {
  const inUi = (f: string) => f.startsWith('app/') || f.startsWith('components/');

  // Counted from a function's first line to its last, so a component's markup counts too: split it into
  // sub-components and hooks named after what they do.
  it('keeps functions in app/ and components/ short: none over 80 lines', () => {
    const lengths = productFiles.filter(inUi).flatMap(functionLengths);
    expect(lengths.filter((f) => f.lines > 80)).toEqual([]);
  });
});

const queryCalls = new Set([
  'select',
  'selectDistinct',
  'selectDistinctOn',
  'insert',
  'update',
  'delete',
  'execute',
]);
const databaseHandles = new Set(['tx', 'db', 'database', 'trx']);

/** Calls such as `tx.select(`, `db().insert(`, `ctx.db.execute(`: a query written in `file`. */
function queriesIn(file: string): string[] {
  const source = parse(file);
  const queries: string[] = [];
  const isHandle = (node: ts.Expression): boolean => {
    if (ts.isIdentifier(node)) return databaseHandles.has(node.text);
    if (ts.isCallExpression(node)) return isHandle(node.expression);
    if (ts.isPropertyAccessExpression(node)) return databaseHandles.has(node.name.text);
    return false;
  };
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      queryCalls.has(node.expression.name.text) &&
      isHandle(node.expression.expression)
    ) {
      queries.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return queries;
}

// Names of an open transaction's handle: `.transaction(` on one of them is a savepoint, not a new transaction.
const openTransactionHandles = new Set(['tx', 'trx', 'sp']);

/**
 * Calls such as `ctx.db.transaction(`, `db().transaction(`, `database.transaction(`,
 * `this.db.transaction(`: a transaction opened with drizzle's own, not with `pipelinedTransaction`.
 */
function transactionsOpenedIn(source: ts.SourceFile): number[] {
  const lines: number[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'transaction'
    ) {
      const receiver = node.expression.expression;
      if (!(ts.isIdentifier(receiver) && openTransactionHandles.has(receiver.text))) {
        lines.push(source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return lines;
}

// drizzle's internals of a database or transaction handle (marked @internal in drizzle): its
// session (which holds the driver's client), its dialect and `_`.
const drizzleInternals = new Set(['session', 'dialect', '_']);
const drizzleHandles = new Set([...databaseHandles, ...openTransactionHandles, 'nested', 'transaction']);

/** Whether an expression names a drizzle handle: `tx`, `db()`, `ctx.db`, `(tx as X)`. */
function isDrizzleHandle(node: ts.Expression): boolean {
  if (ts.isIdentifier(node)) return drizzleHandles.has(node.text);
  if (ts.isPropertyAccessExpression(node)) return drizzleHandles.has(node.name.text);
  if (ts.isCallExpression(node)) return isDrizzleHandle(node.expression);
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isNonNullExpression(node)) {
    return isDrizzleHandle(node.expression);
  }
  return false;
}

const namesInternal = (node: ts.Node | undefined): boolean =>
  node !== undefined && ts.isStringLiteralLike(node) && drizzleInternals.has(node.text);

/**
 * Reads of drizzle's internals: `tx.session`, `db()._`, `tx['session']`, `Reflect.get(tx,
 * 'session')`, and a cast to a shape that has one (`tx as unknown as { session: … }`).
 */
function drizzleInternalsReadIn(source: ts.SourceFile): number[] {
  const lines: number[] = [];
  const reads = (node: ts.Node): boolean => {
    if (ts.isPropertyAccessExpression(node)) {
      return drizzleInternals.has(node.name.text) && isDrizzleHandle(node.expression);
    }
    if (ts.isElementAccessExpression(node)) {
      return namesInternal(node.argumentExpression) && isDrizzleHandle(node.expression);
    }
    if (ts.isCallExpression(node) && node.expression.getText(source) === 'Reflect.get') {
      const [target, property] = node.arguments;
      return target !== undefined && isDrizzleHandle(target) && namesInternal(property);
    }
    if (ts.isAsExpression(node) && ts.isTypeLiteralNode(node.type)) {
      return node.type.members.some(
        (member) =>
          member.name !== undefined && ts.isIdentifier(member.name) && drizzleInternals.has(member.name.text),
      );
    }
    return false;
  };
  const visit = (node: ts.Node) => {
    if (reads(node)) lines.push(source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return lines;
}

describe('the database, one way', () => {
  const inDb = (f: string) => f.startsWith('server/db/');
  // Folders whose whole work is the database or the job queue's own statements, and the demo.
  const infrastructure = (f: string) => /^server\/(db|jobs|demo|cli)\//.test(f);

  it('keeps raw statements and the SQL dialect inside server/db', () => {
    const reaching = productFiles.filter((f) => !inDb(f) && /\.unsafe\(|PgDialect/.test(parse(f).text));
    expect(reaching).toEqual([]);
  });

  it('reads no drizzle internals anywhere, server/db and tests included: only its public API ($client, prepare, execute)', () => {
    const everyFile = ['server', 'app', 'components', 'test', 'bench', 'e2e']
      .flatMap(sourceFiles)
      .concat(['instrumentation.ts']);
    const reading = everyFile.flatMap((f) =>
      [...new Set(drizzleInternalsReadIn(parse(f)))].map((line) => `${f}:${line}`),
    );
    expect(reading).toEqual([]);
  });

  it('tells a read of drizzle internals from a session of our own', () => {
    const sample = ts.createSourceFile(
      'sample.ts',
      [
        'const client = (tx as unknown as { session: { client: Sql } }).session.client;',
        'db()._.session;',
        "Reflect.get(ctx.db, 'session');",
        "tx['dialect'];",
        'const online = verified.session;',
        'readSession(input.body.session);',
        "audit('user.session.end');",
        "Reflect.get(tx, '$client');",
      ].join('\n'),
      ts.ScriptTarget.Latest,
      true,
    );
    expect([...new Set(drizzleInternalsReadIn(sample))]).toEqual([1, 2, 3, 4]);
  });

  it('names data files one way: <aggregate>-records.ts, no repo, store or load-* files', () => {
    const misnamed = productFiles.filter(
      (f) => f.startsWith('server/') && /\/(repo|[\w-]+-repo|[\w-]+-store|load-[\w-]+)\.ts$/.test(f),
    );
    expect(misnamed).toEqual([]);
  });

  it('writes queries only in data files: use cases call them', () => {
    const inline = productFiles
      .filter((f) => f.startsWith('server/') && !infrastructure(f) && !f.endsWith('-records.ts'))
      .flatMap(queriesIn);
    expect(inline).toEqual([]);
  });

  it('opens a transaction one way: pipelinedTransaction (or the idempotent helpers), not drizzle’s .transaction( on a database handle', () => {
    const opened = productFiles
      .filter((f) => !inDb(f))
      .flatMap((f) => transactionsOpenedIn(parse(f)).map((line) => `${f}:${line}`));
    expect(opened).toEqual([]);
  });

  it('tells a transaction opened on a database handle from a savepoint on an open one', () => {
    const sample = ts.createSourceFile(
      'sample.ts',
      [
        'ctx.db.transaction(async (tx) => {',
        '  await tx.transaction(async (sp) => sp);',
        '});',
        'db().transaction(run);',
        'database.transaction(run);',
        'this.db.transaction(run);',
      ].join('\n'),
      ts.ScriptTarget.Latest,
    );
    expect(transactionsOpenedIn(sample)).toEqual([1, 4, 5, 6]);
  });
});

describe('the architecture page', () => {
  it('names every folder of server/', () => {
    const page = fs.readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
    const folders = fs
      .readdirSync(path.join(root, 'server'), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    expect(folders.filter((name) => !new RegExp(`\\b${name}/`).test(page))).toEqual([]);
  });
});

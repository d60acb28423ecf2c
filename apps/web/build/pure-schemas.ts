import MagicString from 'magic-string';
import type { Plugin } from 'vite';

type Node = { type: string; start: number; end: number; [key: string]: unknown };

/** Top-level `const x = call(...)` declarators of a module (exported or not). */
function topLevelCallInits(body: Node[]): Node[] {
  const inits: Node[] = [];
  for (const statement of body) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations as Node[]) {
      const init = declarator.init as Node | null;
      if (init && (init.type === 'CallExpression' || init.type === 'ChainExpression')) inits.push(init);
    }
  }
  return inits;
}

/**
 * @halcyon/api defines its zod schemas at module level (`const order = base.extend({...}).refine(...)`).
 * A bundler cannot tell those calls are free of side effects, so a page importing one constant from a
 * module got all its schemas and zod with them. Each such initializer is wrapped in a pure-annotated
 * function call, evaluated at once as before, and dropped by tree shaking when nothing uses it.
 */
export function pureSchemas(include: RegExp): Plugin {
  return {
    name: 'halcyon-pure-schemas',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!include.test(id)) return null;
      const program = this.parse(code) as unknown as { body: Node[] };
      const inits = topLevelCallInits(program.body);
      if (inits.length === 0) return null;
      const output = new MagicString(code);
      for (const init of inits) {
        output.appendLeft(init.start, '/* @__PURE__ */ (() => ');
        output.prependRight(init.end, ')()');
      }
      return { code: output.toString(), map: output.generateMap({ hires: true }) };
    },
  };
}

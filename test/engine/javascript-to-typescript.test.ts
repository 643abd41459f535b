import { analyzeFiles, type LanguageResult } from '../../src/engine/analyze';

/** A helper module as it was in JavaScript, and as it reads once rewritten in TypeScript. */
const COLOR_JS = `const HEX = /^#?([a-f\\d]{2})([a-f\\d]{2})([a-f\\d]{2})$/i;

export function parseHex(text) {
  const match = HEX.exec(text);
  if (!match) return null;
  return { r: parseInt(match[1], 16), g: parseInt(match[2], 16), b: parseInt(match[3], 16) };
}

export function mix(a, b, weight) {
  const w = Math.min(1, Math.max(0, weight));
  return { r: Math.round(a.r * (1 - w) + b.r * w), g: Math.round(a.g * (1 - w) + b.g * w), b: Math.round(a.b * (1 - w) + b.b * w) };
}

export class Palette {
  constructor(colors) {
    this.colors = colors.map(parseHex).filter(Boolean);
  }
  at(index) {
    return this.colors[index % this.colors.length];
  }
}
`;

const COLOR_TS = `const HEX = /^#?([a-f\\d]{2})([a-f\\d]{2})([a-f\\d]{2})$/i;

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

export function parseHex(text: string): Rgb | null {
  const match = HEX.exec(text);
  if (!match) return null;
  return { r: parseInt(match[1], 16), g: parseInt(match[2], 16), b: parseInt(match[3], 16) };
}

export function mix(a: Rgb, b: Rgb, weight: number): Rgb {
  const w = Math.min(1, Math.max(0, weight));
  return { r: Math.round(a.r * (1 - w) + b.r * w), g: Math.round(a.g * (1 - w) + b.g * w), b: Math.round(a.b * (1 - w) + b.b * w) };
}

export class Palette {
  private colors: Rgb[];
  constructor(colors: string[]) {
    this.colors = colors.map(parseHex).filter((c): c is Rgb => c !== null);
  }
  at(index: number): Rgb {
    return this.colors[index % this.colors.length];
  }
}
`;

const lines = (refactorings: { language: string; description: string }[]) => refactorings.map((r) => `${r.language}: ${r.description}`);

describe('a JavaScript file rewritten in TypeScript', () => {
  test('is the same file renamed, its functions and classes matched in it (none moved, renamed or re-signed)', async () => {
    const result = await analyzeFiles([{ path: 'src/helpers/color.js', content: COLOR_JS }], [{ path: 'src/helpers/color.ts', content: COLOR_TS }]);
    // The types a conversion writes down change no caller: no Change Signature for them.
    expect(lines(result.refactorings)).toEqual(['typescript: Rename File color.js to color.ts in folder src/helpers']);
  });

  test('reports as the same rename within JavaScript does', async () => {
    const unchanged = await analyzeFiles([{ path: 'src/helpers/color.js', content: COLOR_JS }], [{ path: 'src/helpers/colour.js', content: COLOR_JS }]);
    const converted = await analyzeFiles([{ path: 'src/helpers/color.js', content: COLOR_JS }], [{ path: 'src/helpers/colour.ts', content: COLOR_JS }]);
    expect(lines(unchanged.refactorings)).toEqual(['javascript: Rename File color.js to colour.js in folder src/helpers']);
    expect(lines(converted.refactorings)).toEqual(['typescript: Rename File color.js to colour.ts in folder src/helpers']);
  });

  test('a function moved from a JavaScript file into a TypeScript one is a move', async () => {
    const moved = COLOR_TS.slice(COLOR_TS.indexOf('export function mix'), COLOR_TS.indexOf('export class'));
    const result = await analyzeFiles(
      [{ path: 'src/color.js', content: COLOR_JS }, { path: 'src/blend.ts', content: 'export const NONE = 0;\n' }],
      [{ path: 'src/color.js', content: COLOR_JS.replace(/export function mix[\s\S]*?\n}\n/, '') }, { path: 'src/blend.ts', content: `export const NONE = 0;\n\ninterface Rgb { r: number; g: number; b: number }\n\n${moved}` }],
    );
    expect(lines(result.refactorings)).toEqual(['typescript: Move Function src/color.js.mix(a, b, weight) to src/blend.ts.mix(a: Rgb, b: Rgb, weight: number)']);
  });

  test('a parameter renamed or added in the conversion is still reported, the types written down are not', async () => {
    const after = COLOR_TS.replace('mix(a: Rgb, b: Rgb, weight: number)', 'mix(from: Rgb, to: Rgb, weight: number)').replace('a.r * (1', 'from.r * (1').replace('at(index: number)', 'at(index: number, wrap = true)');
    const result = await analyzeFiles([{ path: 'src/helpers/color.js', content: COLOR_JS }], [{ path: 'src/helpers/color.ts', content: after }]);
    expect(lines(result.refactorings)).toEqual([
      'typescript: Rename File color.js to color.ts in folder src/helpers',
      'typescript: Rename Parameter a to from in function src/helpers/color.ts.mix(from: Rgb, to: Rgb, weight: number)',
      'typescript: Rename Parameter b to to in function src/helpers/color.ts.mix(from: Rgb, to: Rgb, weight: number)',
      'typescript: Add Parameter wrap in method src/helpers/color.ts.Palette.at(index: number, wrap)',
    ]);
  });

  test('each language is told its own refactorings', async () => {
    const told: LanguageResult[] = [];
    await analyzeFiles(
      [{ path: 'src/helpers/color.js', content: COLOR_JS }, { path: 'lib/a.js', content: COLOR_JS }],
      [{ path: 'src/helpers/colour.ts', content: COLOR_JS }, { path: 'lib/b.js', content: COLOR_JS }],
      { onLanguage: (done) => told.push(done) },
    );
    expect(told.map((done) => [done.language, done.refactorings.map((r) => r.description)])).toEqual([
      ['javascript', ['Rename File a.js to b.js in folder lib']],
      ['typescript', ['Rename File color.js to colour.ts in folder src/helpers']],
    ]);
  });

  test('stopBefore, asked before each language, ends the analysis there with the languages done', async () => {
    const told: string[] = [];
    let asked = 0;
    const result = await analyzeFiles(
      [{ path: 'src/Service.java', content: 'class Service {\n  int max(int a, int b) {\n    return a > b ? a : b;\n  }\n}\n' }, { path: 'lib/a.js', content: COLOR_JS }],
      [{ path: 'src/Service.java', content: 'class Service {\n  int largest(int a, int b) {\n    return a > b ? a : b;\n  }\n}\n' }, { path: 'lib/b.js', content: COLOR_JS }],
      { onLanguage: (done) => told.push(done.language), stopBefore: () => asked++ > 0 },
    );
    // The smaller change (the Java class) goes first; the JavaScript one is never analysed.
    expect(told).toEqual(['java']);
    expect(result.refactorings.map((r) => r.description)).toEqual(['Rename Method max(int, int) to largest(int, int) in class Service']);
  });

  test('stopBefore never true: every language is analysed', async () => {
    const told: string[] = [];
    await analyzeFiles(
      [{ path: 'src/Service.java', content: 'class Service {\n  int max(int a, int b) {\n    return a > b ? a : b;\n  }\n}\n' }, { path: 'lib/a.js', content: COLOR_JS }],
      [{ path: 'src/Service.java', content: 'class Service {\n  int largest(int a, int b) {\n    return a > b ? a : b;\n  }\n}\n' }, { path: 'lib/b.js', content: COLOR_JS }],
      { onLanguage: (done) => told.push(done.language), stopBefore: () => false },
    );
    expect(told).toEqual(['java', 'javascript']);
  });

  test('a JavaScript file deleted and an unrelated TypeScript file added are not one file', async () => {
    const other = 'export async function fetchJson(url: string, retries = 3): Promise<unknown> {\n  for (let i = 0; ; i++) {\n    try { return await (await fetch(url)).json(); } catch (error) { if (i >= retries) throw error; }\n  }\n}\n';
    const result = await analyzeFiles([{ path: 'src/helpers/color.js', content: COLOR_JS }], [{ path: 'src/helpers/http.ts', content: other }]);
    expect(result.refactorings).toEqual([]);
  });
});

describe('a JavaScript class rewritten in TypeScript, its methods edited on the way', () => {
  const CART_JS = `export class Cart {
  constructor(items) {
    this.items = items;
  }
  total(rate) {
    let sum = 0;
    for (const item of this.items) sum += item.price * item.count;
    return sum + sum * rate;
  }
  describe(prefix) {
    const label = prefix + ': ' + this.items.length;
    return label.toUpperCase();
  }
}
`;
  const CART_TS = `export class Cart {
  private items: Item[];
  constructor(items: Item[]) {
    this.items = items;
  }
  total(rate: number): number {
    let sum = 0;
    for (const item of this.items) sum += item.price * item.count;
    const tax = sum * rate;
    return sum + tax;
  }
  describe(prefix: string): string {
    return (prefix + ': ' + this.items.length).toUpperCase();
  }
}
`;

  test('keeps the variables extracted and inlined in methods whose signatures only gained types', async () => {
    const result = await analyzeFiles([{ path: 'lib/cart.js', content: CART_JS }], [{ path: 'lib/cart.ts', content: CART_TS }]);
    // The constructor, only annotated, reports nothing; no method has a Change Signature.
    expect(lines(result.refactorings)).toEqual([
      'typescript: Rename File cart.js to cart.ts in folder lib',
      'typescript: Extract Variable tax in method lib/cart.ts.Cart.total(rate: number)',
      'typescript: Inline Variable label in method lib/cart.ts.Cart.describe(prefix: string)',
    ]);
  });
});

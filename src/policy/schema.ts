import type { z as Zod } from 'zod';
import { BYTE_SIZE_UNITS, parseByteSize } from './byte-size';
import { quote } from './excerpt';
import { namePatternProblem, pathGlobProblem } from './patterns';
import { didYouMean } from './suggest';
import { parseTypeSelector } from './type-selectors';
import { COMMIT_MESSAGE_SOURCES, KINDS, LANGUAGES, OPERATIONS, TYPES } from './vocabulary';

/**
 * The schema of `.refdiffrc.yml`. Every object is strict (an unknown key is an error) and every
 * word that names a refactoring, language or pattern is checked here, so a typo fails loudly at
 * load time instead of making a rule match nothing. Defaults live here too: the empty document
 * parsed by this schema is the policy of a repository without a file (defaults.ts holds the same
 * without zod). README.md ("The policy file") documents each key.
 */

export const DEFAULT_APPROVAL_TRAILER = 'Refactoring-Approved';

/**
 * A custom issue with an optional typo suggestion, formatted later by the loader; the suggestion
 * is worked out only for the problems shown (a file can hold a hundred thousand bad words).
 */
function problem(ctx: Zod.RefinementCtx, message: string, suggest?: () => string): void {
  ctx.addIssue({ code: 'custom', message, params: suggest ? { suggest } : undefined });
}

/**
 * Builds the schema. zod is loaded here, on the first policy file read, not with the bundle: its
 * module and this schema took about a third of a commit hook's module initialisation, and most
 * repositories have no policy file (defaults.ts).
 */
function buildPolicySchema() {
  const { z } = require('zod') as typeof import('zod');

  /** A word from a fixed vocabulary; `what` names it in the error ("unknown operation 'MOVED'"). */
  function word(what: string, vocabulary: readonly string[]) {
    return z.string().superRefine((value, ctx) => {
      if (!vocabulary.includes(value)) problem(ctx, `unknown ${what} ${quote(value)}`, () => didYouMean(value, vocabulary));
    });
  }

  /** One value or a list of them; always a list after parsing. */
  function oneOrMany<T extends Zod.ZodType>(item: T) {
    return z.union([item, z.array(item)]).transform((value) => (Array.isArray(value) ? value : [value]) as Zod.output<T>[]);
  }

  const pathGlob = z.string().superRefine((value, ctx) => {
    const reason = pathGlobProblem(value);
    if (reason) problem(ctx, reason);
  });

  const namePattern = z.string().superRefine((value, ctx) => {
    const reason = namePatternProblem(value);
    if (reason) problem(ctx, reason);
  });

  /** A git trailer token: what `git interpret-trailers` accepts as a key. */
  const trailerKey = z.string().superRefine((value, ctx) => {
    if (!/^[A-Za-z0-9][A-Za-z0-9-]*$/.test(value)) {
      problem(ctx, `invalid trailer key ${quote(value)} (letters, digits and '-' only)`);
    }
  });

  /** `analysis.types` entries: a type name, an operation or a kind; `!` in front excludes it (as `--type`). */
  const typeSelector = z.string().transform((value, ctx) => {
    const parsed = parseTypeSelector(value);
    if ('selector' in parsed) return parsed.selector;
    problem(ctx, parsed.problem, parsed.suggest);
    return z.NEVER;
  });

  /** Bytes as a number, or text with a unit ("512KiB", "1 MB"). */
  const byteSize = z.union([z.int().min(1), z.string()]).transform((value, ctx) => {
    if (typeof value === 'number') return value;
    const bytes = parseByteSize(value);
    if (bytes === undefined || bytes < 1) {
      problem(ctx, `invalid size ${quote(value)} (a number of bytes, or a number with one of ${BYTE_SIZE_UNITS.join(', ')})`);
      return z.NEVER;
    }
    return bytes;
  });

  const analysisSchema = z.strictObject({
    languages: oneOrMany(word('language', LANGUAGES)).default([]),
    include: oneOrMany(pathGlob).default(['**']),
    exclude: oneOrMany(pathGlob).default([]),
    threshold: z.number().min(0).max(1).default(0.5),
    maxFileSize: byteSize.default(1024 * 1024),
    maxChangeSize: byteSize.default(8 * 1024 * 1024),
    types: oneOrMany(typeSelector).default([]),
    fineGrained: z.boolean().default(true),
    skipGenerated: z.boolean().default(true),
  });

  const commitMessageSchema = z.strictObject({
    enabled: z.boolean().default(true),
    style: z.enum(['trailers', 'section']).default('trailers'),
    trailerKey: trailerKey.default('Refactoring'),
    maxItems: z.int().min(1).default(10),
    skipSources: oneOrMany(z.enum(COMMIT_MESSAGE_SOURCES)).default(['merge', 'squash']),
    timeoutMs: z.int().min(1).default(5000),
    fineGrained: z.boolean().default(false),
  });

  const actionSchema = z.strictObject({
    summary: z.boolean().default(true),
    annotations: z.boolean().default(true),
    comment: z.boolean().default(false),
    reportPath: z.string().min(1).default('refdiff-report'),
    failOn: z.enum(['error', 'warning', 'never']).default('error'),
  });

  const matchSchema = z.strictObject({
    operation: oneOrMany(word('operation', OPERATIONS)).optional(),
    kind: oneOrMany(word('kind', KINDS)).optional(),
    type: oneOrMany(word('refactoring type', TYPES)).optional(),
    language: oneOrMany(word('language', LANGUAGES)).optional(),
    path: oneOrMany(pathGlob).optional(),
    beforePath: oneOrMany(pathGlob).optional(),
    afterPath: oneOrMany(pathGlob).optional(),
    name: oneOrMany(namePattern).optional(),
    beforeName: oneOrMany(namePattern).optional(),
    afterName: oneOrMany(namePattern).optional(),
  });

  /** `true` = the default trailer, `false` = no escape hatch, `{ trailer }` = the rule's own. */
  const approvalSchema = z
    .union([z.boolean(), z.strictObject({ trailer: trailerKey.default(DEFAULT_APPROVAL_TRAILER) })])
    .transform((value) => (value === false ? null : { trailer: value === true ? DEFAULT_APPROVAL_TRAILER : value.trailer }));

  const ruleSchema = z
    .strictObject({
      name: z.string().min(1),
      match: matchSchema.prefault({}),
      level: z.enum(['error', 'warning', 'off']).default('error'),
      message: z.string().min(1).optional(),
      maxCount: z.int().min(0).optional(),
      mixedChanges: z.boolean().default(false),
      approval: approvalSchema.default({ trailer: DEFAULT_APPROVAL_TRAILER }),
    })
    .superRefine((rule, ctx) => {
      if (rule.mixedChanges && rule.maxCount !== undefined) {
        ctx.addIssue({ code: 'custom', path: ['mixedChanges'], message: "a rule cannot have both 'maxCount' and 'mixedChanges'" });
      }
    });

  const rulesSchema = z.array(ruleSchema).superRefine((rules, ctx) => {
    const seen = new Set<string>();
    rules.forEach((rule, index) => {
      if (seen.has(rule.name)) {
        ctx.addIssue({ code: 'custom', path: [index, 'name'], message: `duplicate rule name ${quote(rule.name)}` });
      }
      seen.add(rule.name);
    });
  });

  return z.strictObject({
    version: z
      .number()
      .superRefine((value, ctx) => {
        if (value !== 1) problem(ctx, `unsupported policy version ${value} (this refdiff reads version 1)`);
      })
      .default(1),
    analysis: analysisSchema.prefault({}),
    commitMessage: commitMessageSchema.prefault({}),
    action: actionSchema.prefault({}),
    rules: rulesSchema.default([]),
  });
}

export type PolicySchema = ReturnType<typeof buildPolicySchema>;

let built: PolicySchema | undefined;

/** The schema, built once per process on first use. */
export function policySchema(): PolicySchema {
  return (built ??= buildPolicySchema());
}

export type Policy = Zod.output<PolicySchema>;
export type AnalysisSettings = Policy['analysis'];
export type CommitMessageSettings = Policy['commitMessage'];
export type ActionSettings = Policy['action'];
export type Rule = Policy['rules'][number];
export type RuleMatch = Rule['match'];
export type RuleLevel = Rule['level'];
export type FailOn = ActionSettings['failOn'];

import type { Operation } from '../types';

/** What each operation means, said once per kind in the rule's help (`{kind}` is the kind, lower case). */
const OPERATION_HELP: Record<Operation, string> = {
  MOVE: 'A {kind} was moved to another container or file; its body and name are kept.',
  RENAME: 'A {kind} was renamed in place; its body is kept.',
  MOVE_RENAME: 'A {kind} was moved to another container or file and renamed at the same time.',
  EXTRACT: 'Part of the body of a {kind} was taken out into a new {kind}, which the original now calls.',
  EXTRACT_MOVE: 'Part of the body of a {kind} was taken out into a new {kind} in another container or file, which the original now calls.',
  INLINE: 'A {kind} was removed and its body copied into the places that called it.',
  PULL_UP: 'A {kind} was moved from a subtype into its supertype.',
  PUSH_DOWN: 'A {kind} was moved from a supertype into its subtypes.',
  CHANGE_SIGNATURE: "The parameters of a {kind} changed (added, removed, reordered or retyped); its name and body are kept.",
  EXTRACT_SUPER: 'A new supertype ({kind}) was made from members that types had in common.',
  CONVERT_TYPE: 'A {kind} changed what it is (for example a function to a method, or a class to a record) and kept its body.',
  ADD: 'A {kind} was added to a function or method that is otherwise kept.',
  REMOVE: 'A {kind} was removed from a function or method that is otherwise kept.',
  REORDER: 'The {kind}s of a function or method were put in another order.',
  CHANGE_TYPE: 'The declared type of a {kind} changed; its name is kept.',
  CHANGE_RETURN_TYPE: 'The return type of a {kind} changed; its name and parameters are kept.',
  PARAMETERIZE: 'A local {kind} of a function or method became one of its parameters; callers now pass its value.',
  SPLIT: 'A {kind} was removed and its body divided between two or more new {kind}s beside it (one result per new {kind}).',
  MERGE: 'Two or more {kind}s were removed and their bodies joined into one new {kind} beside them (one result per removed {kind}).',
};

export interface SarifRule {
  id: string;
  name: string;
  shortDescription: { text: string };
  fullDescription: { text: string };
  help: { text: string; markdown: string };
  defaultConfiguration: { level: 'note' | 'warning' | 'error' };
  properties: { tags: string[] };
}

/** `Rename Method` -> `refdiff/rename-method`: stable across versions, so alerts keep their rule. */
export function refactoringRuleId(type: string): string {
  return `refdiff/${slug(type)}`;
}

/** `max refactorings` (a policy rule's name) -> `refdiff-policy/max-refactorings`. */
export function policyRuleId(rule: string): string {
  return `refdiff-policy/${slug(rule) || 'rule'}`;
}

export function refactoringRule(type: string, operation: Operation, kind: string): SarifRule {
  const explanation = (OPERATION_HELP[operation] ?? 'A {kind} was refactored.').replace(/\{kind\}/g, kind.toLowerCase());
  const text = `${explanation} refdiff found it by comparing the code before and after the change (RefDiff 2.0); the result's related location is the ${kind.toLowerCase()} before the change.`;
  return {
    id: refactoringRuleId(type),
    name: pascal(type),
    shortDescription: { text: type },
    fullDescription: { text: explanation },
    help: { text, markdown: text },
    defaultConfiguration: { level: 'note' },
    properties: { tags: ['refactoring', operation, kind] },
  };
}

/** A rule of the policy file (.refdiffrc.yml), with its own message as the description. */
export function policyRule(rule: string, message: string, level: 'error' | 'warning', policyFile: string | undefined): SarifRule {
  const where = policyFile ? `the rule '${rule}' of ${policyFile}` : `the rule '${rule}' of the policy file (.refdiffrc.yml)`;
  const text = `${message}. Reported by ${where}, which refdiff evaluates on every commit; when the rule has an approval trailer, a line in the commit message approves it.`;
  return {
    id: policyRuleId(rule),
    name: pascal(rule) || 'PolicyRule',
    shortDescription: { text: `refdiff policy rule '${rule}'` },
    fullDescription: { text: message },
    help: { text, markdown: text },
    defaultConfiguration: { level },
    properties: { tags: ['refdiff-policy'] },
  };
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}

function pascal(text: string): string {
  return text.split(/[^A-Za-z0-9]+/).filter(Boolean).map((word) => word[0].toUpperCase() + word.slice(1)).join('');
}

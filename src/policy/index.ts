/** The policy: one loader and one evaluator, shared by `refdiff check`, the hook and the Action. */
export { loadPolicy, parsePolicy, findPolicyFile, POLICY_FILE_NAMES, type LoadedPolicy, type LoadPolicyOptions } from './load';
export { PolicyError } from './errors';
export {
  policySchema,
  DEFAULT_APPROVAL_TRAILER,
  type Policy,
  type AnalysisSettings,
  type CommitMessageSettings,
  type ActionSettings,
  type Rule,
  type RuleMatch,
  type RuleLevel,
  type FailOn,
} from './schema';
export { evaluatePolicy, hasActiveRules, isBlocking, gateExitCode, ruleKind, type PolicyInput, type Violation, type ViolationRefactoring, type Approval, type RuleKind } from './evaluate';
export { filterReport, analysisFilter, engineOptions, type AnalysisFilter, type EngineOptions } from './filter';
export { parseUnifiedDiff, unexplainedChanges, type ChangeFacts, type ChangedFile, type ChangedHunk, type UnexplainedChange } from './change-facts';
export { parseTrailers, trailerValues, type Trailer } from './trailers';
export { renderViolationsText, renderViolationsMarkdown, violationsToJson, summarizeViolations, formatChange, type ViolationsJson } from './render-violations';
export { OPERATIONS, KINDS, LANGUAGES, TYPES, LANGUAGE_EXTENSIONS, COMMIT_MESSAGE_SOURCES, typeName, languageForPath, type CommitMessageSource } from './vocabulary';

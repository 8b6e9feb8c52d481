import type { Rule } from 'eslint';

export const noFeatureCycles: Rule.RuleModule;

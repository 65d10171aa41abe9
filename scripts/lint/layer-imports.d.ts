import type { Rule } from 'eslint';

export declare const layerImports: Rule.RuleModule;

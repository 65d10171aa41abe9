/** The offers bench worker's workflow bundle entry: every product workflow plus the bare-update baseline. */
export * from '../../workflows/index.ts';
export { benchBareUpdateWorkflow } from './offers-baseline-workflow.ts';

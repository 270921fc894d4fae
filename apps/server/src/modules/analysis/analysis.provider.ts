// The contract every analysis provider fulfils (the local engine and the model providers) is defined by
// the engine package, which implements it without the server; the server's modules name it here.
export type * from '@pitchscope/engine/analysis-provider';

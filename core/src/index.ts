export * from './domain';
export * from './schemas';
export * from './api';
export * from './stores';

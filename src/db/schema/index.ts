export * from './settings';
export * from './pages';
export * from './media';
export * from './navigation';
export * from './stock';
export * from './rate-limits';
export * from './access';
export * from './auth';

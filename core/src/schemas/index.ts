export * from './common';
export * from './catalogue';
export * from './availability';
export * from './booking';
export * from './coupon';
export * from './checkout';
export * from './admin';
export * from './errors';

export * from './chakra';
export * from './system';
export * from './layout';
export * from './forms';
export * from './feedback';
export * from './tags';

export * from './access';
export * from './customers';
export * from './opcodes';
export * from './outbound';
export * from './people';
export * from './scheduling';
export * from './tenancy';

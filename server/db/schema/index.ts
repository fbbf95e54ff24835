export * from './access';
export * from './customers';
export * from './people';
export * from './tenancy';

// Every foreign key is named <table>_<column>_fk, declared with foreignKey() in its table's extra config:
// the generated default names ran past PostgreSQL's 63-character limit and were stored truncated.
export * from './access';
export * from './administration';
export * from './appointments';
export * from './customers';
export * from './messaging';
export * from './online';
export * from './opcodes';
export * from './outbound';
export * from './payments';
export * from './people';
export * from './recalls';
export * from './scheduling';
export * from './sessions';
export * from './tenancy';
export * from './trips';
export * from './visits';

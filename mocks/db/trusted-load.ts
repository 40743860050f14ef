/**
 * Records the fake backend wrote itself (the default seed's snapshot, made at build time and proven
 * equal to the generators' output by a test) need no second check by their schemas: a record marked
 * with `trusted` skips the validation that makes a record-by-record restore slow, and keeps everything
 * else a create does (a copy of the record, its hooks). Any other create is validated as always.
 */
const TRUSTED = Symbol('trusted record');

interface HasStandard {
  '~standard': { validate: (value: unknown) => unknown };
}

/** The schema, which lets a record marked by `trusted` through as it is. */
export function trustable<Schema extends HasStandard>(schema: Schema): Pick<Schema, '~standard'> {
  const standard = schema['~standard'];
  return {
    '~standard': {
      ...standard,
      validate(value: unknown) {
        if (typeof value !== 'object' || value === null || !(TRUSTED in value)) return standard.validate(value);
        // The collection copies a record before validating it, symbol keys included: drop the mark from the copy.
        const { [TRUSTED]: _mark, ...record } = value as Record<PropertyKey, unknown>;
        return { value: record };
      },
    },
  } as Pick<Schema, '~standard'>;
}

/** A record to create without validation: only for records the fake backend made and a test proves valid. */
export function trusted<Value extends object>(record: Value): Value {
  return { ...record, [TRUSTED]: true };
}

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Page ids come from URLs: anything but a uuid is "not found", never a database error. */
export function isUuid(value: string): boolean {
  return uuidShape.test(value);
}

/** Values a host's JavaScript may hand over that throw when read. */

/** A getter or trap that throws. */
export const boom = () => {
  throw new Error('The host object broke.');
};

/** A revoked Proxy: even `Array.isArray` throws on it. */
export const revoked = () => {
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  return proxy;
};

/** A list whose first item throws when read. */
export const listWithThrowingItem = () => {
  const list: unknown[] = [1];
  Object.defineProperty(list, 0, { get: boom });
  return list;
};

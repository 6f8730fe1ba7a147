// Test code reads JSON bodies loosely, as assertions check their shape anyway.
interface Response {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json(): Promise<any>;
}

// What a place to keep uploaded files must do: the local folder (local-driver.ts) or an S3 bucket
// (s3-driver.ts). storage.ts picks one; the drivers import only this contract, not the module that picks.

export type StoredObjectInfo = { size: number; contentType: string };

/** Inclusive byte positions, as in an HTTP Range header. */
export type ByteSpan = { start: number; end: number };

export interface StorageDriver {
  /** Writes a new object; keys are random and never reused. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Size and type of the object, or null when the key is unknown or not one we could have written. */
  stat(key: string): Promise<StoredObjectInfo | null>;
  /**
   * The bytes `span` of an object that stat() found, as a stream: files are sent as they are
   * read, never held whole in memory (a hero video is up to 50 MB, and a flood of range
   * requests must not multiply that; docs/security.md). Cancelling the stream releases the
   * file or the connection to the bucket.
   */
  read(key: string, span: ByteSpan): Promise<ReadableStream<Uint8Array>>;
  /** Removes the object; removing a missing one is not an error. */
  remove(key: string): Promise<void>;
  publicUrl(key: string): string;
}

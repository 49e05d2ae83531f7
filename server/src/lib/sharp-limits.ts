import sharp from 'sharp';

/**
 * Process-wide limits of sharp (libvips), set once at start-up:
 *  - its operation cache holds at most 32 MB and no open files: uploads are read from temporary
 *    files that are deleted right after, and a cached open file would keep its disk space;
 *  - threads per image stay sharp's default, which is 1 where glibc's allocator is in use (many
 *    threads there fragment memory that is never given back) and the core count elsewhere.
 * How many images are decoded at once is bounded where uploads are decoded (files/thumbnail.ts).
 */
export function limitSharp() {
  sharp.cache({ memory: 32, files: 0, items: 50 });
}

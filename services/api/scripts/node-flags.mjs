// Node's flags for the API wherever it runs as production runs it: `pnpm start`, its container
// (both checked against this list by scripts/test/deploy.test.ts), the local stack and the
// benchmarks.
//
// --heap-growing-percent=50: after each full garbage collection V8 lets the heap grow to 1.5 times
// what survived before it collects again. Left to choose, under a steady stream of requests it
// let the heap grow to about four times: a live heap of 45 MB reached 200 MB, and the process
// 290 MB, under the mixed load benchmark. At 1.5 times the same load peaks at about 175 MB for no
// CPU that the benchmark can tell. It is no ceiling: an import of many rows still grows the heap
// as far as it needs.
export const apiNodeFlags = ['--heap-growing-percent=50'];

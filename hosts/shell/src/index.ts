// Async boundary: the federation runtime settles the shared singletons
// (react, router, query client, …) before any of them runs.
import('./bootstrap');

export {};

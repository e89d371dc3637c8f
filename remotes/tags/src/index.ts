// Async boundary: the federation runtime settles the shared singletons
// before this remote's standalone host runs.
import('./bootstrap');

export {};

"""Whole-file runs: the runner and its item pool, the journal of finished items, result assembly, `--trace`, `evaluate_item`."""

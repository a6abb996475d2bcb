"""Defaults and choices the CLI shows before anything heavy is imported."""

DEFAULT_OUTPUT_FILE = "agentic_evaluation_result.json"
DEFAULT_MAX_CONCURRENCY = 8
SCORING_MODES = ("reference", "strict")
JUDGE_BACKENDS = ("rules", "llm", "hybrid")
LLM_NODES = ("composition_judge", "synthesis_judge", "reconciler")
# The `judge` of a section an LLM could not judge, which the rules judged instead.
FALLBACK_JUDGE = "rules-fallback"
# The prefix of the reconciler's note for each LLM verdict the rules disproved (run_info counts them).
EVIDENCE_NOTE = "evidence: "

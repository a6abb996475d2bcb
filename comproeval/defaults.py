"""Defaults and choices the CLI shows before anything heavy is imported."""

DEFAULT_OUTPUT_FILE = "agentic_evaluation_result.json"
DEFAULT_MAX_CONCURRENCY = 8
SCORING_MODES = ("reference", "strict")
JUDGE_BACKENDS = ("rules", "llm", "hybrid")
LLM_NODES = ("composition_judge", "synthesis_judge", "reconciler")

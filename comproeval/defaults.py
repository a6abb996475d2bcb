"""Defaults, choices and names the CLI shows before anything heavy is imported; every module takes them from here."""

DEFAULT_OUTPUT_FILE = "agentic_evaluation_result.json"
DEFAULT_MAX_CONCURRENCY = 8
SCORING_MODES = ("reference", "strict")
JUDGE_BACKENDS = ("rules", "llm", "hybrid")

# The sections of a record (SCORING.md §1) and the nodes of the item graph that judge them.
COMPOSITION, SYNTHESIS = "composition_data", "synthesis_data"
ROUTER, COMPOSITION_JUDGE, SYNTHESIS_JUDGE, RECONCILER, SCORER = "router", "composition_judge", "synthesis_judge", "reconciler", "scorer"
JUDGE_NODES = (COMPOSITION_JUDGE, SYNTHESIS_JUDGE)
JUDGE_OF_SECTION = {COMPOSITION: COMPOSITION_JUDGE, SYNTHESIS: SYNTHESIS_JUDGE}
LLM_NODES = (*JUDGE_NODES, RECONCILER)

# The `judge` of a section an LLM could not judge, which the rules judged instead.
FALLBACK_JUDGE = "rules-fallback"
# The prefix of the reconciler's note for each LLM verdict the rules disproved (run_info counts them).
EVIDENCE_NOTE = "evidence: "
# The bootstrap of `report`, `compare` and `plot` (here, not in report/stats.py: the CLI's parser must not load numpy).
DEFAULT_RESAMPLES = 2000
DEFAULT_SEED = 20240611
DEFAULT_LEVEL = 0.95
